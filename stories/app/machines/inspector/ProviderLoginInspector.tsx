import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise, type SimulatedClock, type SnapshotFrom } from 'xstate';
import { Button, Inline, Spinner, Stack, Text } from '../../../../design-system';
import { OTP_LENGTH } from '../../../../app/features/constants';
import {
  providerLoginMachine,
  type ProviderLoginEvent,
  type RequestCodeInput,
  type VerifyCodeInput,
  type VerifyCodeOutput,
} from '../../../../app/features/auth/providerLogin.machine';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { answer, clockNow, FlowMessage, InspectorFrame, useEffectLog, useScript, type Answer, type ScriptStep } from './Inspector';

export interface ProviderLoginScenario {
  /** First code request. */
  sendCode: Answer<unknown>;
  verifyCode: Answer<VerifyCodeOutput>;
  resendCode: Answer<unknown>;
  /** The story's opening: events sent once the machine accepts them, clock moves. */
  steps?: Array<ScriptStep<ProviderLoginEvent, ProviderLoginSnapshot>>;
  /** A simulated clock (frozen unless moved) instead of real time. */
  clock?: SimulatedClock;
}

export type ProviderLoginSnapshot = SnapshotFrom<typeof providerLoginMachine>;

/** The provider login flow as a plain form driven by its machine, with mocked API answers. */
export function ProviderLoginInspector({ scenario }: { scenario: ProviderLoginScenario }) {
  const intl = useIntl();
  const locale = useLocale();
  const ids = { mobile: useId(), mobileError: useId(), code: useId(), codeError: useId(), country: useId() };
  const { effects, record } = useEffectLog();
  const actor = useActorRef(
    providerLoginMachine.provide({
      actors: {
        requestCode: fromPromise<unknown, RequestCodeInput>(({ self }) => answer(self.id === 'resendCode' ? scenario.resendCode : scenario.sendCode)),
        verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(() => answer(scenario.verifyCode)),
      },
      actions: {
        endExistingSessions: () => record({ kind: 'endSessions' }),
        storeSession: (_, params) => record({ kind: 'storeSession', sessionKind: params.kind }),
        setCookie: (_, params) => record({ kind: 'setCookie', name: params.name, maxAgeSeconds: params.maxAgeSeconds }),
        notify: (_, params) => record({ kind: 'notify', notice: params }),
        navigate: (_, params) => record({ kind: 'navigate', to: params.to }),
      },
    }),
    {
      input: { locale, deviceToken: null, ...(scenario.clock ? { now: clockNow(scenario.clock) } : {}) },
      ...(scenario.clock ? { clock: scenario.clock } : {}),
    },
  );
  useScript(actor, scenario.steps ?? [], scenario.clock);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const entering = snapshot.matches('mobileEntry') || snapshot.matches('sendingCode');
  const verifying = snapshot.matches({ codeEntry: { verification: 'verifying' } });
  const resending = snapshot.matches({ codeEntry: { resend: 'resending' } });
  const canResend = snapshot.can({ type: 'RESEND' });

  return (
    <InspectorFrame titleId="auth.login.title" state={snapshot.value} effects={effects}>
      {entering && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT_MOBILE' });
          }}
        >
          <Stack gap="medium">
            <Inline gap="medium" alignY="bottom">
              <Stack gap="xsmall">
                <label htmlFor={ids.country}>
                  <FormattedMessage id="auth.mobile.countryCode" />
                </label>
                <select id={ids.country} value={context.countryCode} onChange={() => undefined} dir="ltr">
                  <option value="+966">+966</option>
                </select>
              </Stack>
              <Stack gap="xsmall">
                <label htmlFor={ids.mobile}>
                  <FormattedMessage id="auth.mobile.label" />
                </label>
                <input
                  id={ids.mobile}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  dir="ltr"
                  value={context.mobile}
                  aria-invalid={context.mobileError !== null}
                  aria-describedby={context.mobileError ? ids.mobileError : undefined}
                  onChange={(event) => send({ type: 'MOBILE_CHANGED', value: event.target.value })}
                />
              </Stack>
            </Inline>
            {context.mobileError && (
              <Text id={ids.mobileError} tone="critical">
                <FormattedMessage id={context.mobileError} />
              </Text>
            )}
            <FlowMessage message={context.message} />
            <Inline gap="small">
              <Button type="submit" isDisabled={snapshot.matches('sendingCode')}>
                <FormattedMessage id="auth.login.submit" />
              </Button>
              {snapshot.matches('sendingCode') && <Spinner size="small" label={intl.formatMessage({ id: 'auth.login.sending' })} />}
            </Inline>
          </Stack>
        </form>
      )}
      {snapshot.matches('codeEntry') && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'VERIFY' });
          }}
        >
          <Stack gap="medium">
            <Text>
              <FormattedMessage
                id="auth.otp.sentTo"
                values={{ length: OTP_LENGTH, mobile: <bdi dir="ltr">{`${context.countryCode} ${context.mobile}`}</bdi> }}
              />
            </Text>
            <Stack gap="xsmall">
              <label htmlFor={ids.code}>
                <FormattedMessage id="auth.otp.label" />
              </label>
              <input
                id={ids.code}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                value={context.code}
                aria-invalid={context.codeError !== null}
                aria-describedby={context.codeError ? ids.codeError : undefined}
                onChange={(event) => send({ type: 'CODE_CHANGED', value: event.target.value })}
              />
            </Stack>
            {context.codeError && (
              <Text id={ids.codeError} tone="critical">
                <FormattedMessage id={context.codeError} values={{ length: OTP_LENGTH }} />
              </Text>
            )}
            <FlowMessage message={context.message} />
            <Inline gap="small">
              <Button type="submit" isDisabled={verifying}>
                <FormattedMessage id="auth.verify" />
              </Button>
              {verifying && <Spinner size="small" label={intl.formatMessage({ id: 'auth.verifying' })} />}
              <Button tone="neutral" isDisabled={!canResend} onPress={() => send({ type: 'RESEND' })}>
                {canResend || resending
                  ? intl.formatMessage({ id: 'auth.resend' })
                  : intl.formatMessage({ id: 'auth.resendIn' }, { seconds: context.secondsLeft })}
              </Button>
              {resending && <Spinner size="small" label={intl.formatMessage({ id: 'auth.resending' })} />}
              <Button tone="ghost" onPress={() => send({ type: 'CHANGE_NUMBER' })}>
                <FormattedMessage id="auth.changeNumber" />
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
      {snapshot.matches('signedIn') && (
        <Text role="status" tone="positive">
          <FormattedMessage id="auth.login.success" />
        </Text>
      )}
    </InspectorFrame>
  );
}
