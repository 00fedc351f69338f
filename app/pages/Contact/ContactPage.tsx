import { FormattedMessage } from 'react-intl';
import { Heading } from '../../../design-system/components/Heading';
import { Skeleton, SkeletonRegion } from '../../../design-system/components/Skeleton';
import { Text } from '../../../design-system/components/Text';
import { ContactForm } from '../../features/website/ContactForm';
import { useWebSettings } from '../../features/website/content';
import { ContactDetails } from '../../features/website/home/ContactSection';
import { LocationMap } from '../../features/website/LocationMap';
import { PageHeader } from '../../features/website/PageHeader';
import * as layout from '../../features/website/PageHeader.css';
import { PageMeta } from '../../features/website/PageMeta';
import * as styles from './ContactPage.css';

/** Contact us: the form that really sends, and how else to reach us (from the web settings). */
export function ContactPage() {
  const settings = useWebSettings();
  return (
    <main>
      <PageMeta titleId="website.contact.pageTitle" descriptionId="website.contact.description" />
      <PageHeader title={<FormattedMessage id="website.contact.pageTitle" />} lead={<FormattedMessage id="website.contact.lead" />} />
      <div className={layout.content}>
        <div className={styles.columns}>
          <section aria-labelledby="contact-form-title" className={styles.formColumn}>
            <Heading level={2} id="contact-form-title">
              <FormattedMessage id="website.contactForm.title" />
            </Heading>
            <ContactForm />
          </section>
          <aside aria-labelledby="contact-details-title" className={styles.detailsColumn}>
            <Heading level={2} id="contact-details-title">
              <FormattedMessage id="website.contact.otherWays" />
            </Heading>
            <SkeletonRegion isLoading={settings.isPending} fallback={<Skeleton lines={4} />}>
              {settings.data ? (
                <>
                  <ContactDetails settings={settings.data} />
                  <LocationMap latitude={settings.data.map.latitude} longitude={settings.data.map.longitude} place={settings.data.address} />
                </>
              ) : (
                <Text>
                  <FormattedMessage id="website.contact.fallback" />
                </Text>
              )}
            </SkeletonRegion>
          </aside>
        </div>
      </div>
    </main>
  );
}
