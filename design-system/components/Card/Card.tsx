import { useId, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Heading, type HeadingLevel } from '../Heading';
import * as styles from './Card.css';

export const cardTones = ['raised', 'outlined', 'sunken'] as const;
type CardTone = (typeof cardTones)[number];

interface CardBaseProps {
  /** The card's title, shown as a heading of `headingLevel`. */
  title?: ReactNode;
  /** Where the title sits in the page outline (default 3). */
  headingLevel?: HeadingLevel;
  /** A short line under the title. */
  description?: ReactNode;
  footer?: ReactNode;
  tone?: CardTone;
  className?: string;
  children?: ReactNode;
}

interface StaticCardProps extends CardBaseProps {
  /** Buttons or a menu at the end of the header. */
  actions?: ReactNode;
  href?: undefined;
}

interface LinkCardProps extends CardBaseProps {
  /** Makes the whole card one link (so it may hold no other interactive element). */
  href: string;
  actions?: never;
  /** Extra link props (e.g. `target`) go through unchanged. */
  target?: string;
  rel?: string;
}

export type CardProps = StaticCardProps | LinkCardProps;

/**
 * A surface that groups related content. With `href` the whole card is one link
 * (hover and keyboard focus show it), so it must not contain buttons of its own.
 */
export function Card(props: CardProps) {
  const { title, headingLevel = 3, description, footer, tone = 'raised', className, children } = props;
  const titleId = useId();
  const header =
    title || description || props.actions ? (
      <div className={styles.header}>
        <div className={styles.headerText}>
          {title ? (
            <Heading level={headingLevel} size={3} id={titleId}>
              {title}
            </Heading>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {props.actions ? <div className={styles.actions}>{props.actions}</div> : null}
      </div>
    ) : null;
  const content = (
    <>
      {header}
      {children !== undefined ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );

  if (props.href !== undefined) {
    return (
      <AriaLink
        href={props.href}
        target={props.target}
        rel={props.rel}
        className={[styles.card({ tone, interactive: true }), className].filter(Boolean).join(' ')}
      >
        {content}
      </AriaLink>
    );
  }
  return (
    <div
      className={[styles.card({ tone, interactive: false }), className].filter(Boolean).join(' ')}
      role={title ? 'group' : undefined}
      aria-labelledby={title ? titleId : undefined}
    >
      {content}
    </div>
  );
}
