import { useIntl } from 'react-intl';
import { Skeleton, SkeletonRegion } from '../../../design-system/components/Skeleton';
import { useHomeContent, usePackageSettings } from '../../features/website/content';
import { AboutSection } from '../../features/website/home/AboutSection';
import { ContactSection } from '../../features/website/home/ContactSection';
import { fallbackHomeContent } from '../../features/website/home/fallback';
import { FeaturesSection } from '../../features/website/home/FeaturesSection';
import { FreeTrialSection } from '../../features/website/home/FreeTrialSection';
import { HeroSection } from '../../features/website/home/HeroSection';
import { PartnersSection } from '../../features/website/home/PartnersSection';
import { PageMeta } from '../../features/website/PageMeta';
import * as styles from './HomePage.css';

function SectionsPlaceholder() {
  return (
    <div className={styles.placeholder}>
      <Skeleton shape="text" inlineSize="40%" blockSize="2rem" />
      <Skeleton lines={3} />
      <div className={styles.placeholderGrid}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} shape="block" blockSize="10rem" />
        ))}
      </div>
    </div>
  );
}

/**
 * The public home: hero, about, why us, services, contact with a map, partners and the free-trial
 * call to action. The texts come from the website-content calls; while they load the sections
 * show placeholders, and if they fail our own translated words stand in.
 */
export function HomePage() {
  const intl = useIntl();
  const home = useHomeContent();
  const packageSettings = usePackageSettings();
  const content = home.data ?? fallbackHomeContent(intl);
  return (
    <main className={styles.page}>
      <PageMeta titleId="website.home.title" descriptionId="website.home.description" />
      <HeroSection />
      <SkeletonRegion isLoading={home.isPending} fallback={<SectionsPlaceholder />}>
        <AboutSection about={content.about} />
        <FeaturesSection block={content.why_us} anchor="why-us" tone="tinted" />
        <FeaturesSection block={content.services} anchor="services" />
      </SkeletonRegion>
      <ContactSection />
      {home.data && <PartnersSection partners={home.data.partners} />}
      <FreeTrialSection freeTrial={content.free_trial} settings={packageSettings.data} fromServer={home.data !== undefined} />
    </main>
  );
}
