import { useId, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import * as styles from './Section.css';

export const sectionTones = ['default', 'sunken', 'brand'] as const;
type SectionTone = (typeof sectionTones)[number];
export const sectionAligns = ['start', 'center'] as const;
type SectionAlign = (typeof sectionAligns)[number];

export interface SectionProps {
  /** The section's heading; also its accessible name. */
  title?: string;
  headingLevel?: HeadingLevel;
  /** A short line above the title ("Why Mawid"). */
  eyebrow?: string;
  description?: ReactNode;
  tone?: SectionTone;
  align?: SectionAlign;
  /** An anchor for in-page links (`#contact`). */
  id?: string;
  children?: ReactNode;
}

/** A band of the public website: full-width background, content held to the page's maximum width. */
export function Section({ title, headingLevel = 2, eyebrow, description, tone = 'default', align = 'start', id, children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={styles.section({ tone })} aria-labelledby={title ? titleId : undefined} data-tone={tone}>
      <div className={styles.inner}>
        {title || eyebrow || description ? (
          <div className={styles.header({ align })}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {title ? (
              <Heading level={headingLevel} size={1} id={titleId} align={align} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
