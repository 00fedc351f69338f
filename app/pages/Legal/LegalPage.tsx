import { FormattedDate, FormattedMessage } from 'react-intl';
import { Heading } from '../../../design-system/components/Heading';
import { Skeleton, SkeletonRegion } from '../../../design-system/components/Skeleton';
import { Text } from '../../../design-system/components/Text';
import { GenericErrorPage } from '../RouteError/RouteErrorPage';
import { PageHeader } from '../../features/website/PageHeader';
import * as layout from '../../features/website/PageHeader.css';
import { PageMeta } from '../../features/website/PageMeta';
import { useContent } from '../../features/website/contentStore';
import { useLocale } from '../../i18n/LocaleProvider';
import { loadLegalDocument, type LegalDocumentName } from './legalDocuments';
import * as styles from './LegalPage.css';

const meta = {
  privacy: { titleId: 'website.footer.privacy', descriptionId: 'website.privacy.description' },
  terms: { titleId: 'website.footer.terms', descriptionId: 'website.terms.description' },
} as const;

/** The privacy policy or the terms: numbered sections in the visitor's language, with the date of the version. */
export function LegalPage({ name }: { name: LegalDocumentName }) {
  const locale = useLocale();
  const document = useContent(`legal/${name}/${locale}`, () => loadLegalDocument(name, locale), Infinity);
  if (document.isError) return <GenericErrorPage />;
  const doc = document.data;
  return (
    <main>
      <PageMeta {...meta[name]} />
      <PageHeader title={<FormattedMessage id={meta[name].titleId} />} lead={doc?.lead} />
      <div className={layout.content}>
        <SkeletonRegion isLoading={document.isPending} fallback={<Skeleton lines={8} />}>
          {doc && (
            <article className={styles.article}>
              <Text tone="muted" size="small">
                <FormattedMessage
                  id="website.legal.updated"
                  values={{ date: <FormattedDate key="date" value={`${doc.updated}T12:00:00Z`} dateStyle="long" timeZone="UTC" /> }}
                />
              </Text>
              <ol className={styles.sections}>
                {doc.sections.map((section) => (
                  <li key={section.heading} className={styles.section}>
                    <Heading level={2} size={3}>
                      {section.heading}
                    </Heading>
                    {section.paragraphs.map((paragraph) => (
                      <Text key={paragraph}>{paragraph}</Text>
                    ))}
                  </li>
                ))}
              </ol>
            </article>
          )}
        </SkeletonRegion>
      </div>
    </main>
  );
}
