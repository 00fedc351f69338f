import { FormattedMessage, useIntl } from 'react-intl';
import { Text } from '../../../design-system/components/Text';
import { useHomeContent, usePackageSettings } from '../../features/website/content';
import { fallbackHomeContent } from '../../features/website/home/fallback';
import { FeaturesSection } from '../../features/website/home/FeaturesSection';
import { FreeTrialSection } from '../../features/website/home/FreeTrialSection';
import { PageHeader } from '../../features/website/PageHeader';
import { PageMeta } from '../../features/website/PageMeta';
import { SiteSection } from '../../features/website/SiteSection';
import * as styles from './AboutPage.css';

/** What the About page says beyond the home page: why we are here for Saudi salons, and what we promise. */
const localPoints = [
  { key: 'arabic', icon: 'globe' },
  { key: 'hijri', icon: 'calendar' },
  { key: 'prayer', icon: 'clock' },
  { key: 'payouts', icon: 'bank' },
] as const;

const promises = [
  { key: 'data', icon: 'shield' },
  { key: 'support', icon: 'mail' },
  { key: 'fair', icon: 'tag' },
  { key: 'phone', icon: 'phone' },
] as const;

/**
 * About us: the product's story, what it does for the way salons work here, and what we promise,
 * in our own words (the home page's blocks are not repeated), then the free trial. Written in the
 * catalogs, so it is whole in the page the server renders.
 */
export function AboutPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const home = useHomeContent();
  const packageSettings = usePackageSettings();
  const content = home.data ?? fallbackHomeContent(intl);
  const block = (area: 'local' | 'values', items: readonly { key: string; icon: string }[]) => ({
    title: t(`website.aboutPage.${area}.title`),
    items: items.map(({ key, icon }) => ({ title: t(`website.aboutPage.${area}.${key}.title`), body: t(`website.aboutPage.${area}.${key}.body`), icon })),
  });
  return (
    <main>
      <PageMeta titleId="website.about.pageTitle" descriptionId="website.about.description" />
      <PageHeader title={<FormattedMessage id="website.about.pageTitle" />} lead={<FormattedMessage id="website.about.lead" />} />
      <SiteSection title={<FormattedMessage id="website.aboutPage.story.title" />} anchor="story">
        <div className={styles.story}>
          <Text size="large">
            <FormattedMessage id="website.aboutPage.story.body1" />
          </Text>
          <Text size="large">
            <FormattedMessage id="website.aboutPage.story.body2" />
          </Text>
        </div>
      </SiteSection>
      <FeaturesSection block={block('local', localPoints)} anchor="made-here" tone="tinted" />
      <FeaturesSection block={block('values', promises)} anchor="promises" />
      <FreeTrialSection freeTrial={content.free_trial} settings={packageSettings.data} fromServer={home.data !== undefined} />
    </main>
  );
}
