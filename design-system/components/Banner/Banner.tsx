import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { toneDetails, type FeedbackTone } from '../Alert/tones';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Banner.css';

export const bannerTones = ['critical', 'caution', 'info', 'positive'] as const satisfies readonly FeedbackTone[];
type BannerTone = (typeof bannerTones)[number];

interface BannerAction {
  /** The link text, e.g. "Add a bank account". */
  label: string;
  /** Where it goes (client-side navigation through React Aria's RouterProvider). */
  href: string;
}

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  action?: BannerAction;
}

/**
 * A full-width strip above the page content about the whole account, e.g. the red "no bank
 * account" banner with its link to the bank page. For a message about one form use Alert; for
 * something that just happened use Toast. It is not announced when the page loads (it is part of
 * the page); the tone is spoken as a word before the message.
 */
export function Banner({ tone = 'info', children, action }: BannerProps) {
  const intl = useIntl();
  return (
    <div className={styles.banner({ tone })} data-tone={tone}>
      <span className={styles.icon}>
        <Icon name={toneDetails[tone].icon} />
      </span>
      <p className={styles.message}>
        <VisuallyHidden>{intl.formatMessage({ id: toneDetails[tone].messageId })}: </VisuallyHidden>
        {children}
      </p>
      {action && (
        <Link href={action.href} className={styles.action}>
          {action.label}
          <Icon name="arrowEnd" />
        </Link>
      )}
    </div>
  );
}
