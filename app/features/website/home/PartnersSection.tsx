import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconButton } from '../../../../design-system/components/IconButton';
import { Link } from '../../../../design-system/components/Link';
import { Text } from '../../../../design-system/components/Text';
import { salonPath } from '../../../customer/pages';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { HomeContent } from '../content';
import { SiteImage } from '../SiteImage';
import { SiteSection } from '../SiteSection';
import * as styles from './home.css';

/**
 * The partners slider: the salons taking bookings online, each a logo and its name linking to its
 * page here (`/{locale}/s/{slug}`, same tab), in a row that scrolls sideways (swipe, keyboard, or
 * the previous and next buttons, which move a screenful in reading direction). Hidden when there
 * are none.
 */
export function PartnersSection({ partners }: { partners: HomeContent['partners'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const track = useRef<HTMLUListElement>(null);
  if (partners.length === 0) return null;

  const scroll = (towardsEnd: boolean) => {
    const element = track.current;
    if (!element) return;
    // scrollLeft grows to the right; in a right-to-left page "towards the end" is leftwards.
    const rtl = getComputedStyle(element).direction === 'rtl';
    const step = element.clientWidth * (towardsEnd ? 1 : -1) * (rtl ? -1 : 1);
    element.scrollBy({ left: step, behavior: 'smooth' });
  };

  return (
    <SiteSection title={<FormattedMessage id="website.partners.title" />} lead={<FormattedMessage id="website.partners.lead" />} anchor="partners">
      <div className={styles.partners}>
        <IconButton icon="chevronStart" tone="neutral" round label={intl.formatMessage({ id: 'website.partners.previous' })} onPress={() => scroll(false)} />
        {/* Focusable so that keyboard users can scroll it too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul ref={track} className={styles.partnerTrack} tabIndex={0} aria-label={intl.formatMessage({ id: 'website.partners.title' })}>
          {partners.map((partner) => (
            <li key={partner.slug ?? partner.name} className={styles.partner}>
              <SiteImage src={partner.logo} className={styles.partnerLogo} />
              {partner.slug ? (
                // The salon's page is ours: same tab.
                <Link href={salonPath(locale, partner.slug)} tone="neutral" underline="hover">
                  {partner.name}
                </Link>
              ) : partner.url ? (
                <Link href={partner.url} isExternal tone="neutral" underline="hover">
                  {partner.name}
                </Link>
              ) : (
                <Text as="span">{partner.name}</Text>
              )}
            </li>
          ))}
        </ul>
        <IconButton icon="chevronEnd" tone="neutral" round label={intl.formatMessage({ id: 'website.partners.next' })} onPress={() => scroll(true)} />
      </div>
    </SiteSection>
  );
}
