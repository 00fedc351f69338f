import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from '../../../../design-system/components/Heading';
import { Text } from '../../../../design-system/components/Text';
import { useLocale } from '../../../i18n/LocaleProvider';
import { localePath } from '../../../i18n/localePath';
import { ButtonLink } from '../ButtonLink';
import type { HomeContent, PackageSettings } from '../content';
import * as styles from './home.css';

/**
 * The free-trial call to action. The length of the trial comes from the package settings; the
 * words from the home content (or ours, which name the days when the settings are known).
 */
export function FreeTrialSection({ freeTrial, settings, fromServer }: { freeTrial: HomeContent['free_trial']; settings?: PackageSettings; fromServer: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const titleId = useId();
  const title =
    !fromServer && settings && settings.free_trial_days > 0
      ? intl.formatMessage({ id: 'website.freeTrial.titleDays' }, { days: settings.free_trial_days })
      : freeTrial.title;
  return (
    <section aria-labelledby={titleId} className={styles.freeTrial}>
      <div className={styles.freeTrialInner}>
        <Heading level={2} id={titleId} className={styles.onBrand}>
          {title}
        </Heading>
        <Text size="large" className={styles.onBrand}>
          {freeTrial.body}
        </Text>
        <ButtonLink href={localePath(locale, '/auth')} tone="neutral" size="large">
          {freeTrial.cta}
        </ButtonLink>
      </div>
    </section>
  );
}
