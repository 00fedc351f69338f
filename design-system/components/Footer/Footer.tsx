import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { ExternalLink } from './ExternalLink';
import * as styles from './Footer.css';

type SocialNetwork = 'instagram' | 'twitter' | 'snapchat' | 'tiktok' | 'linkedin' | 'whatsapp';

interface SocialLink {
  network: SocialNetwork;
  href: string;
}

interface FooterLink {
  href: string;
  label: string;
}

export interface FooterProps {
  /** The brand as shown (a logo or the name). */
  brand: ReactNode;
  /** The company's name in the copyright line. */
  brandName: string;
  socialLinks?: readonly SocialLink[];
  termsHref: string;
  privacyHref: string;
  /** More public pages (About, Contact…). */
  links?: readonly FooterLink[];
  /** The copyright year (default: this year). */
  year?: number;
}

const networkName: Record<SocialNetwork, string> = {
  instagram: 'ds.website.social.instagram.brand',
  twitter: 'ds.website.social.twitter.brand',
  snapchat: 'ds.website.social.snapchat.brand',
  tiktok: 'ds.website.social.tiktok.brand',
  linkedin: 'ds.website.social.linkedin.brand',
  whatsapp: 'ds.website.social.whatsapp.brand',
};

/**
 * The public website's footer: brand, social links (icons named "Follow us on Instagram", opening
 * in a new tab), terms and privacy links, and the copyright with the year in the reader's digits.
 */
export function Footer({ brand, brandName, socialLinks = [], termsHref, privacyHref, links = [], year = new Date().getFullYear() }: FooterProps) {
  const intl = useIntl();
  const formattedYear = intl.formatDate(Date.UTC(year, 6, 1), { year: 'numeric', timeZone: 'UTC' });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>{brand}</div>
          {socialLinks.length > 0 ? (
            <nav aria-label={intl.formatMessage({ id: 'ds.website.footer.social' })}>
              <ul className={styles.list}>
                {socialLinks.map(({ network, href }) => {
                  const name = intl.formatMessage({ id: networkName[network] });
                  return (
                    <li key={network}>
                      <ExternalLink href={href} className={styles.social} data-network={network}>
                        <Icon name={network} />
                        <VisuallyHidden elementType="span">
                          {intl.formatMessage({ id: 'ds.website.footer.follow' }, { network: name })} ({intl.formatMessage({ id: 'ds.website.newTab' })})
                        </VisuallyHidden>
                      </ExternalLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}
        </div>
        {links.length > 0 ? (
          <ul className={styles.linkList}>
            {links.map((link) => (
              <li key={link.href}>
                <AriaLink href={link.href} className={styles.link}>
                  {link.label}
                </AriaLink>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.bottom}>
          <p className={styles.copyright}>{intl.formatMessage({ id: 'ds.website.footer.copyright' }, { year: formattedYear, name: brandName })}</p>
          <nav aria-label={intl.formatMessage({ id: 'ds.website.footer.legal' })}>
            <ul className={styles.linkList}>
              <li>
                <AriaLink href={termsHref} className={styles.link}>
                  {intl.formatMessage({ id: 'ds.website.footer.terms' })}
                </AriaLink>
              </li>
              <li>
                <AriaLink href={privacyHref} className={styles.link}>
                  {intl.formatMessage({ id: 'ds.website.footer.privacy' })}
                </AriaLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
