import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Inline } from '../../../design-system/components/Inline';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { useLocale } from '../../i18n/LocaleProvider';
import { localeDirection, localeNativeNames, locales, type Locale } from '../../i18n/locales';
import { LoadFailed } from '../dashboard/LoadFailed';
import * as styles from './CustomerMessages.css';
import { messageKinds, useMessagePreview, type MessageKind } from './data';

/**
 * Each message in each language as the salon's customers read it: the server writes it with the
 * same templates it sends with, from sample facts of the salon (its name, its clock, tomorrow 17:00).
 */
export function MessagePreview({ salonId }: { salonId: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [kind, setKind] = useState<MessageKind>('reminder');
  const [language, setLanguage] = useState<Locale>(useLocale());
  const preview = useMessagePreview(salonId, kind, language);

  return (
    <Stack gap="medium">
      <Inline gap="medium" alignY="bottom">
        <Select
          label={t('customerMessages.preview.kind')}
          items={messageKinds.map((k) => ({ id: k, name: t(`customerMessages.kind.${k}`) }))}
          selectedKey={kind}
          onSelectionChange={(key) => key !== null && setKind(key as MessageKind)}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label={t('customerMessages.preview.language')}
          items={locales.map((l) => ({ id: l, name: localeNativeNames[l] }))}
          selectedKey={language}
          onSelectionChange={(key) => key !== null && setLanguage(key as Locale)}
        >
          {(item) => (
            <SelectItem id={item.id} textValue={item.name}>
              <span lang={item.id}>{item.name}</span>
            </SelectItem>
          )}
        </Select>
      </Inline>
      {preview.isError ? (
        <LoadFailed what={t('customerMessages.preview.what')} onRetry={() => void preview.refetch()} />
      ) : !preview.data ? (
        <Skeleton lines={3} />
      ) : (
        <figure className={styles.figure} aria-label={t('customerMessages.preview.label', { kind: t(`customerMessages.kind.${kind}`), language: localeNativeNames[language] })}>
          <Stack gap="small">
            <div className={styles.bubble} lang={preview.data.locale} dir={localeDirection[preview.data.locale]}>
              {preview.data.text}
            </div>
            <figcaption>
              <Text size="small" tone="muted">
                {t('customerMessages.preview.template', { template: preview.data.whatsapp.template })}
              </Text>
            </figcaption>
          </Stack>
        </figure>
      )}
    </Stack>
  );
}
