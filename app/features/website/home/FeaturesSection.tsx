import { Heading } from '../../../../design-system/components/Heading';
import { Icon } from '../../../../design-system/components/Icon';
import { Text } from '../../../../design-system/components/Text';
import type { HomeContent } from '../content';
import { SiteSection } from '../SiteSection';
import { iconOf } from './fallback';
import * as styles from './home.css';

type Block = HomeContent['why_us'];

/** A titled grid of cards (why us, services): an icon, a title and a sentence each. */
export function FeaturesSection({ block, anchor, tone }: { block: Block; anchor: string; tone?: 'plain' | 'tinted' }) {
  return (
    <SiteSection title={block.title} anchor={anchor} tone={tone}>
      <ul className={styles.featureGrid}>
        {block.items.map((item, index) => (
          // Items have no id; their order is what the server gives.
          <li key={index} className={styles.featureCard}>
            <span className={styles.featureIcon} aria-hidden="true">
              <Icon name={iconOf(item.icon)} />
            </span>
            <Heading level={3} size={4}>
              {item.title}
            </Heading>
            <Text tone="muted">{item.body}</Text>
          </li>
        ))}
      </ul>
    </SiteSection>
  );
}
