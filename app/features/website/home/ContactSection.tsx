import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, type IconName } from '../../../../design-system/components/Icon';
import { Link } from '../../../../design-system/components/Link';
import { Skeleton, SkeletonRegion } from '../../../../design-system/components/Skeleton';
import { Text } from '../../../../design-system/components/Text';
import { intlLocale, phoneText } from '../../../../shared/intl-locale';
import { useLocale } from '../../../i18n/LocaleProvider';
import { localePath } from '../../../i18n/localePath';
import { ButtonLink } from '../ButtonLink';
import { useWebSettings, type WebSettings } from '../content';
import { LocationMap } from '../LocationMap';
import { SiteSection } from '../SiteSection';
import * as styles from './home.css';

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className={styles.contactDetail}>
      <span className={styles.featureIcon} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <span>
        <Text as="span" size="small" tone="muted" className={styles.block}>
          {label}
        </Text>
        {children}
      </span>
    </li>
  );
}

/** Phone, e-mail, WhatsApp and address from the web settings (numbers in national form, shown with +966, in the page's digits). */
export function ContactDetails({ settings }: { settings: WebSettings }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ul className={styles.contactList}>
      <Detail icon="phone" label={intl.formatMessage({ id: 'website.contact.phone' })}>
        <Link href={`tel:${settings.phone}`} tone="neutral">
          <bdi dir="ltr">{phoneText(intlLocale[locale], settings.phone)}</bdi>
        </Link>
      </Detail>
      <Detail icon="mail" label={intl.formatMessage({ id: 'website.contact.email' })}>
        <Link href={`mailto:${settings.email}`} tone="neutral">
          <bdi dir="ltr">{settings.email}</bdi>
        </Link>
      </Detail>
      {settings.whatsapp && (
        <Detail icon="whatsapp" label={intl.formatMessage({ id: 'website.contact.whatsapp.brand' })}>
          <Link href={`https://wa.me/966${settings.whatsapp.replace(/^0/, '')}`} tone="neutral" isExternal>
            <bdi dir="ltr">{phoneText(intlLocale[locale], `+966 ${settings.whatsapp}`)}</bdi>
          </Link>
        </Detail>
      )}
      <Detail icon="mapPin" label={intl.formatMessage({ id: 'website.contact.address' })}>
        <Text as="span">{settings.address}</Text>
      </Detail>
    </ul>
  );
}

/** The home page's contact block: how to reach us, where we are on a map, and the way to the contact form. */
export function ContactSection() {
  const locale = useLocale();
  const settings = useWebSettings();
  return (
    <SiteSection
      title={<FormattedMessage id="website.contact.title" />}
      lead={<FormattedMessage id="website.contact.lead" />}
      anchor="contact"
    >
      <div className={styles.contact}>
        <SkeletonRegion isLoading={settings.isPending} fallback={<Skeleton lines={4} />}>
          <div className={styles.contactText}>
            {settings.data ? (
              <ContactDetails settings={settings.data} />
            ) : (
              <Text>
                <FormattedMessage id="website.contact.fallback" />
              </Text>
            )}
            <div>
              <ButtonLink href={localePath(locale, '/contact')}>
                <FormattedMessage id="website.contact.writeToUs" />
              </ButtonLink>
            </div>
          </div>
        </SkeletonRegion>
        {settings.data && <LocationMap latitude={settings.data.map.latitude} longitude={settings.data.map.longitude} place={settings.data.address} />}
      </div>
    </SiteSection>
  );
}
