import { useMachine } from '@xstate/react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { Countdown } from '../../../design-system/components/Countdown';
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
  const [snapshot] = useMachine(
    timerMachine.provide({
      actions: { notify: (_, params) => void toast.show(params.tone, intl.formatMessage({ id: params.messageId }, params.values)) },
    }),
    { input: {} },
  );
  const { remaining, packageName } = snapshot.context;
  if (snapshot.matches('loading') || snapshot.matches('failed')) return null;
  if (snapshot.matches('none')) {
    return (
      <Link href={localePath(locale, '/provider-dashboard/packages')}>{intl.formatMessage({ id: 'providerShell.package.none' })}</Link>
    );
  }
  const seconds = remaining.days * 86400 + remaining.hours * 3600 + remaining.minutes * 60 + remaining.seconds;
  return (
    <div>
      {/* On a phone the top bar has room for the time left only; the packages page names the package. */}
      <VisuallyHidden below="tablet">
        <Text as="span" size="xsmall" tone="muted">
          {packageName}
        </Text>
      </VisuallyHidden>
      <Countdown size="compact" remainingSeconds={seconds} label={intl.formatMessage({ id: 'providerShell.package.timeLeft' })} />
    </div>
  );
}
