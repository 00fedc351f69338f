import type { IntlShape } from 'react-intl';
import { iconNames, type IconName } from '../../../../design-system/components/Icon';
import type { HomeContent } from '../content';

/** The cards shown when the home content cannot be loaded: what the product does, in the visitor's language. */
const whyUs = [
  { key: 'noOverlaps', icon: 'calendar' },
  { key: 'buffers', icon: 'clock' },
  { key: 'live', icon: 'bell' },
  { key: 'wallet', icon: 'wallet' },
] as const;

const services = [
  { key: 'salons', icon: 'store' },
  { key: 'barbers', icon: 'scissors' },
  { key: 'services', icon: 'tag' },
  { key: 'reservations', icon: 'calendar' },
] as const;

/** Home content written in our own catalogs, used while the server's cannot be had. */
export function fallbackHomeContent(intl: IntlShape): HomeContent {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    about: { title: t('website.about.title'), body: t('website.about.body'), image_url: null },
    why_us: {
      title: t('website.whyUs.title'),
      items: whyUs.map(({ key, icon }) => ({ title: t(`website.whyUs.${key}.title`), body: t(`website.whyUs.${key}.body`), icon })),
    },
    services: {
      title: t('website.services.title'),
      items: services.map(({ key, icon }) => ({ title: t(`website.services.${key}.title`), body: t(`website.services.${key}.body`), icon })),
    },
    partners: [],
    free_trial: { title: t('website.freeTrial.title'), body: t('website.freeTrial.body'), cta: t('website.freeTrial.cta') },
  };
}

const known = new Set<string>(iconNames);

/** The server names icons of the design system; an unknown or missing one shows a star. */
export function iconOf(name: string | null | undefined): IconName {
  return name && known.has(name) ? (name as IconName) : 'star';
}
