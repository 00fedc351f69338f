import { Icon, type IconName } from '../Icon';
import { type HeadingLevel } from '../Heading';
import * as styles from './FeatureGrid.css';

export const featureGridColumns = [2, 3, 4] as const;
type FeatureGridColumns = (typeof featureGridColumns)[number];

export interface Feature {
  id?: string;
  icon: IconName;
  title: string;
  text: string;
}

export interface FeatureGridProps {
  features: readonly Feature[];
  /** The most columns on a wide screen; phones always get one, small tablets two. */
  columns?: FeatureGridColumns;
  /** Level of each feature's title (default 3, under a Section's h2). */
  headingLevel?: HeadingLevel;
}

/** Selling points as cards with an icon, a title and a sentence, in responsive columns. */
export function FeatureGrid({ features, columns = 3, headingLevel = 3 }: FeatureGridProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid({ columns })}>
      {features.map((feature) => (
        <li key={feature.id ?? feature.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={feature.icon} />
          </span>
          <Title className={styles.title}>{feature.title}</Title>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
