import { useIntl } from 'react-intl';

/**
 * The page's title and description in the current language. React 19 hoists these into
 * `<head>`, so each lazily loaded page names itself.
 */
export function PageMeta({ titleId, descriptionId }: { titleId: string; descriptionId: string }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: 'app.name' });
  return (
    <>
      <title>{intl.formatMessage({ id: 'website.meta.brand' }, { page: intl.formatMessage({ id: titleId }), name })}</title>
      <meta name="description" content={intl.formatMessage({ id: descriptionId })} />
    </>
  );
}
