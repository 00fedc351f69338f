import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton, SkeletonRegion } from '../../../design-system/components/Skeleton';
import { useHomeContent, usePackageSettings } from '../../features/website/content';
import { AboutSection } from '../../features/website/home/AboutSection';
import { fallbackHomeContent } from '../../features/website/home/fallback';
import { FeaturesSection } from '../../features/website/home/FeaturesSection';
import { FreeTrialSection } from '../../features/website/home/FreeTrialSection';
import { PageHeader } from '../../features/website/PageHeader';
import { PageMeta } from '../../features/website/PageMeta';
import * as styles from '../../features/website/PageHeader.css';

/** About us: who we are and why salons choose us (the home content's about and why-us blocks), and the free trial. */
export function AboutPage() {
  const intl = useIntl();
  const home = useHomeContent();
  const packageSettings = usePackageSettings();
  const content = home.data ?? fallbackHomeContent(intl);
  return (
    <main>
      <PageMeta titleId="website.about.pageTitle" descriptionId="website.about.description" />
      <PageHeader title={<FormattedMessage id="website.about.pageTitle" />} lead={<FormattedMessage id="website.about.lead" />} />
      <SkeletonRegion
        isLoading={home.isPending}
        fallback={
          <div className={styles.content}>
            <Skeleton lines={4} />
            <Skeleton shape="block" blockSize="10rem" />
          </div>
        }
      >
        <AboutSection about={content.about} />
        <FeaturesSection block={content.why_us} anchor="why-us" tone="tinted" />
      </SkeletonRegion>
      <FreeTrialSection freeTrial={content.free_trial} settings={packageSettings.data} fromServer={home.data !== undefined} />
    </main>
  );
}
