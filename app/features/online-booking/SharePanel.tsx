import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { createIntl, useIntl, type IntlShape } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { Inline } from '../../../design-system/components/Inline';
import { Link } from '../../../design-system/components/Link';
import { Select, SelectItem } from '../../../design-system/components/Select';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { TextArea } from '../../../design-system/components/TextArea';
import { toast } from '../../../design-system/components/Toast';
import { useLocale } from '../../i18n/LocaleProvider';
import { intlLocale, isLocale, localeDirection, localeNativeNames, locales, type Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import type { Salon } from '../reservations/data';
import { ButtonLink } from '../website/ButtonLink';
import { qrPngDataUrl, qrSvgDataUrl } from './qrCode';
import { pathInLocale } from './rules';
import { copyToClipboard, whatsAppShareLink } from './shareTexts';
import * as styles from './SharePanel.css';

/** The app's words in another language than the dashboard's (the customers' language may differ from the owner's). */
function useIntlIn(locale: Locale, current: IntlShape, currentLocale: Locale): IntlShape | null {
  const messages = useQuery({ queryKey: ['messages', locale], queryFn: () => loadMessages(locale), enabled: locale !== currentLocale, staleTime: Infinity });
  if (locale === currentLocale) return current;
  return messages.data ? createIntl({ locale: intlLocale[locale], messages: messages.data }) : null;
}

/** The salon's name in a language, falling back to Arabic as the server does. */
const nameIn = (salon: Salon, language: Locale): string => ({ ar: salon.name_ar, en: salon.name_en, tr: salon.name_tr, ur: salon.name_ur })[language] || salon.name_ar;

interface SharePanelProps {
  salon: Salon;
  /** The saved public path (`/ar/s/elegance`), as the server answers it. */
  publicPath: string;
  /** Where the public pages are served (`https://mawid.sa`). */
  publicOrigin: string;
  /** Whether online booking is on (the link answers "not found" while it is off). */
  enabled: boolean;
}

/**
 * Sharing a salon's booking page: the link to copy, a QR code to download or print for the
 * counter, and ready texts for Instagram and WhatsApp, in the language the customers read.
 */
export function SharePanel({ salon, publicPath, publicOrigin, enabled }: SharePanelProps) {
  const salonName = salon.name;
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [language, setLanguage] = useState<Locale>(locale);
  const words = useIntlIn(language, intl, locale);
  const url = `${publicOrigin}${pathInLocale(publicPath, language)}`;
  const qrSvg = useQuery({ queryKey: ['qr', 'svg', url], queryFn: () => qrSvgDataUrl(url), staleTime: Infinity });
  const qrPng = useQuery({ queryKey: ['qr', 'png', url], queryFn: () => qrPngDataUrl(url), staleTime: Infinity });
  const texts = words
    ? {
        instagram: words.formatMessage({ id: 'onlineBooking.share.instagramText' }, { salon: nameIn(salon, language), link: url }),
        whatsapp: words.formatMessage({ id: 'onlineBooking.share.whatsappText' }, { salon: nameIn(salon, language), link: url }),
      }
    : null;

  const copy = async (text: string, what: string) => {
    if (await copyToClipboard(text)) toast.positive(t('onlineBooking.share.copied', { what }));
    else toast.critical(t('onlineBooking.share.copyFailed'));
  };
  const print = () => {
    const root = document.documentElement;
    root.setAttribute(styles.PRINTING_ATTRIBUTE, '');
    window.addEventListener('afterprint', () => root.removeAttribute(styles.PRINTING_ATTRIBUTE), { once: true });
    window.print();
  };

  return (
    <Card title={t('onlineBooking.share.title')} headingLevel={2}>
      <Stack gap="large">
        {enabled ? null : <Alert tone="caution">{t('onlineBooking.share.off')}</Alert>}
        <Select
          label={t('onlineBooking.share.language')}
          description={t('onlineBooking.share.languageHint')}
          selectedKey={language}
          onSelectionChange={(key) => isLocale(key) && setLanguage(key)}
        >
          {locales.map((l) => (
            <SelectItem key={l} id={l}>
              {localeNativeNames[l]}
            </SelectItem>
          ))}
        </Select>
        <Stack gap="small">
          <Text weight="bold">{t('onlineBooking.share.link')}</Text>
          <Link href={url} isExternal className={styles.link}>
            <bdi dir="ltr">{url}</bdi>
          </Link>
          <div>
            <Button tone="neutral" size="small" onPress={() => void copy(url, t('onlineBooking.share.what.link'))}>
              {t('onlineBooking.share.copyLink')}
            </Button>
          </div>
        </Stack>
        <div className={styles.qrCard}>
          {qrSvg.data ? (
            <img className={styles.qrImage} src={qrSvg.data} alt={t('onlineBooking.share.qrAlt', { salon: salonName })} />
          ) : (
            <Skeleton shape="block" blockSize="12rem" />
          )}
          {/* What goes on paper is in the customers' language. */}
          <div lang={language} dir={localeDirection[language]}>
            <Text weight="bold" align="center">
              {nameIn(salon, language)}
            </Text>
            <Text size="small" align="center">
              {(words ?? intl).formatMessage({ id: 'onlineBooking.share.qrCaption' })}
            </Text>
          </div>
          <Inline gap="small" align="center" data-print-hidden="">
            <ButtonLink tone="neutral" size="small" href={qrPng.data} download={`${publicPath.split('/').pop() ?? 'salon'}-qr.png`} isDisabled={!qrPng.data}>
              {t('onlineBooking.share.download')}
            </ButtonLink>
            <Button tone="neutral" size="small" onPress={print} isDisabled={!qrSvg.data}>
              {t('onlineBooking.share.print')}
            </Button>
          </Inline>
        </div>
        {texts ? (
          <>
            <Stack gap="small">
              <TextArea label={t('onlineBooking.share.instagram')} value={texts.instagram} isReadOnly rows={4} inputDir={localeDirection[language]} inputLang={language} />
              <div>
                <Button tone="neutral" size="small" onPress={() => void copy(texts.instagram, t('onlineBooking.share.what.instagram'))}>
                  {t('onlineBooking.share.copyInstagram')}
                </Button>
              </div>
            </Stack>
            <Stack gap="small">
              <TextArea label={t('onlineBooking.share.whatsapp')} value={texts.whatsapp} isReadOnly rows={4} inputDir={localeDirection[language]} inputLang={language} />
              <Inline gap="small">
                <Button tone="neutral" size="small" onPress={() => void copy(texts.whatsapp, t('onlineBooking.share.what.whatsapp'))}>
                  {t('onlineBooking.share.copyWhatsapp')}
                </Button>
                <ButtonLink size="small" href={whatsAppShareLink(texts.whatsapp)} target="_blank" rel="noopener noreferrer">
                  {t('onlineBooking.share.openWhatsapp')}
                </ButtonLink>
              </Inline>
            </Stack>
          </>
        ) : (
          <Skeleton lines={6} />
        )}
      </Stack>
    </Card>
  );
}
