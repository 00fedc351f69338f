import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { Countdown } from '../../../design-system/components/Countdown';
import { Inline } from '../../../design-system/components/Inline';
import { VisuallyHidden } from '../../../design-system/components/VisuallyHidden';
import { Link } from '../../../design-system/components/Link';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { packageTimerMachine, type ActivePackage } from '../packages/packageTimer.machine';

const timerMachine = packageTimerMachine.provide({
  actors: {
    loadActivePackage: fromPromise<ActivePackage | null>(async () => {
      const result = await call(api.GET('/provider/packages/activeSubscribedPackage'));
      const active = result.data;
      return active ? { package_name: active.package_name, expire_at: active.expire_at, expire_at_timer: active.expire_at_timer } : null;
    }),
  },
});

/** The top bar's package countdown (days, hours, minutes, seconds), from the active subscription. */
export function PackageTimer() {
  const intl = useIntl();
  const locale = useLocale();
  const [snapshot, send] = useMachine(
    timerMachine.provide({
      actions: { notify: (_, params) => void toast.show(params.tone, intl.formatMessage({ id: params.messageId }, params.values)) },
    }),
    { input: {} },
  );
  // The package's name comes in the page's language: a language switch asks again.
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    send({ type: 'REFRESH' });
  }, [locale, send]);
  const { remaining, packageName } = snapshot.context;
  // While it asks again, the countdown already shown stays (no blink in the top bar).
  if ((snapshot.matches('loading') && !packageName) || snapshot.matches('failed')) return null;
  if (snapshot.matches('none')) {
    return (
      <Link href={localePath(locale, '/provider-dashboard/packages')}>{intl.formatMessage({ id: 'providerShell.package.none' })}</Link>
    );
  }
  const seconds = remaining.days * 86400 + remaining.hours * 3600 + remaining.minutes * 60 + remaining.seconds;
  return (
    <Inline gap="small" alignY="center" wrap={false}>
      {/* On a phone the top bar has room for the time left only; the packages page names the package. */}
      <VisuallyHidden below="tablet">
        <Text as="span" size="xsmall" tone="muted">
          {packageName}
        </Text>
      </VisuallyHidden>
      <Countdown size="compact" remainingSeconds={seconds} label={intl.formatMessage({ id: 'providerShell.package.timeLeft' })} />
    </Inline>
  );
}
