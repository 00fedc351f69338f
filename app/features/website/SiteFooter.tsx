import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../design-system/components/Icon';
import type { IconName } from '../../../design-system/components/Icon';
import { Link } from '../../../design-system/components/Link';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { useWebSettings, type WebSettings } from './content';
import * as styles from './SiteFooter.css';

/** The social networks the footer can show, in order, with their icons and names. */
const networks: ReadonlyArray<{ key: keyof WebSettings['social_links']; icon: IconName; name: string }> = [
  { key: 'twitter', icon: 'twitter', name: 'X' },
  { key: 'instagram', icon: 'instagram', name: 'Instagram' },
  { key: 'snapchat', icon: 'snapchat', name: 'Snapchat' },
  { key: 'tiktok', icon: 'tiktok', name: 'TikTok' },
  { key: 'linkedin', icon: 'linkedin', name: 'LinkedIn' },
];

const pageLinks = [
  { path: '/about', messageId: 'website.nav.about' },
  { path: '/contact', messageId: 'website.nav.contact' },
  { path: '/terms', messageId: 'website.footer.terms' },
  { path: '/privacy', messageId: 'website.footer.privacy' },
] as const;

/** The social links the settings name (a null link hides its icon). */
function socialLinksOf(settings: WebSettings | undefined) {
  if (!settings) return [];
  return networks.flatMap((network) => {
    const href = settings.social_links[network.key];
    return href ? [{ ...network, href }] : [];
  });
}

/** The website footer: the pages (terms and privacy included), the social links from the web settings, and the year. */
export function SiteFooter() {
  const intl = useIntl();
  const locale = useLocale();
  const settings = useWebSettings();
  const social = socialLinksOf(settings.data);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={intl.formatMessage({ id: 'website.footer.label' })}>
          <ul className={styles.list}>
            {pageLinks.map(({ path, messageId }) => (
              <li key={path}>
                <Link href={localePath(locale, path)} tone="inherit" underline="hover">
                  <FormattedMessage id={messageId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {social.length > 0 && (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'website.footer.social' })}>
            {social.map((network) => (
              <li key={network.key}>
                <Link href={network.href} isExternal tone="inherit" underline="hover" className={styles.social}>
                  <Icon name={network.icon} label={intl.formatMessage({ id: 'website.footer.socialLink' }, { network: network.name })} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.copyright}>
          <FormattedMessage id="website.footer.copyright" values={{ year: new Date().getFullYear(), name: intl.formatMessage({ id: 'app.name' }) }} />
        </p>
      </div>
    </footer>
  );
}
