import { useId, type ReactNode } from 'react';
import { type HeadingLevel } from '../Heading';
import * as styles from './Hero.css';

interface HeroImage {
  src: string;
  /** What the picture shows; empty for a purely decorative picture. */
  alt: string;
  width?: number;
  height?: number;
}

export interface HeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Calls to action (Buttons or Links), the main one first. */
  actions?: ReactNode;
  image?: HeroImage;
  /** The page's main heading by default. */
  headingLevel?: HeadingLevel;
}

/**
 * The opening band of a public page: title, subtitle, calls to action and a picture. Text comes
 * first in reading order (right in Arabic); the picture sits beside it on wide screens, under it on phones.
 */
export function Hero({ title, subtitle, actions, image, headingLevel = 1 }: HeroProps) {
  const Title = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {image ? (
          <figure className={styles.media}>
            <img className={styles.image} src={image.src} alt={image.alt} width={image.width} height={image.height} />
          </figure>
        ) : null}
      </div>
    </section>
  );
}
