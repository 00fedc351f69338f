import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Inline, Spinner, Stack, Text } from '../../../../design-system';
import { focusLoginMachine, type FocusLoginEvent, type FocusLoginRequest } from '../../../../app/features/auth/focusLogin.machine';
import { FOCUS_PASSWORD_MIN } from '../../../../app/features/constants';
import type { FocusLoginResult } from '../../../../app/features/session/types';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { answer, FlowMessage, InspectorFrame, useEffectLog, useScript, type Answer, type ScriptStep } from './Inspector';

type FocusLoginSnapshot = SnapshotFrom<typeof focusLoginMachine>;

export interface FocusLoginScenario {
  login: Answer<FocusLoginResult>;
  steps?: Array<ScriptStep<FocusLoginEvent, FocusLoginSnapshot>>;
}

/** The focus login flow as a plain form driven by its machine, with a mocked API answer. */
export function FocusLoginInspector({ scenario }: { scenario: FocusLoginScenario }) {
  const intl = useIntl();
  const locale = useLocale();
  const ids = { identifier: useId(), identifierError: useId(), password: useId(), passwordError: useId(), remember: useId() };
  const [showPassword, setShowPassword] = useState(false);
  const { effects, record } = useEffectLog();
  const actor = useActorRef(
    focusLoginMachine.provide({
      actors: { login: fromPromise<FocusLoginResult, FocusLoginRequest>(() => answer(scenario.login)) },
      actions: {
        endExistingSessions: () => record({ kind: 'endSessions' }),
        storeSession: (_, params) => record({ kind: 'storeSession', sessionKind: params.kind }),
        setCookie: (_, params) => record({ kind: 'setCookie', name: params.name, maxAgeSeconds: params.maxAgeSeconds }),
        notify: (_, params) => record({ kind: 'notify', notice: params }),
        navigate: (_, params) => record({ kind: 'navigate', to: params.to }),
      },
    }),
    { input: { locale, deviceToken: null } },
  );
  useScript(actor, scenario.steps ?? []);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;

  return (
    <InspectorFrame titleId="focus.login.title" state={snapshot.value} effects={effects}>
      {snapshot.matches('signedIn') ? (
        <Text role="status" tone="positive">
          <FormattedMessage id="auth.login.success" />
        </Text>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT' });
          }}
        >
          <Stack gap="medium">
            <Stack gap="xsmall">
              <label htmlFor={ids.identifier}>
                <FormattedMessage id="focus.identifier.label" />
              </label>
              <input
                id={ids.identifier}
                autoComplete="username"
                value={context.identifier}
                aria-invalid={context.identifierError !== null}
                aria-describedby={context.identifierError ? ids.identifierError : undefined}
                onChange={(event) => send({ type: 'IDENTIFIER_CHANGED', value: event.target.value })}
              />
              {context.identifierError && (
                <Text id={ids.identifierError} tone="critical">
                  <FormattedMessage id={context.identifierError} />
                </Text>
              )}
            </Stack>
            <Stack gap="xsmall">
              <label htmlFor={ids.password}>
                <FormattedMessage id="focus.password.label" />
              </label>
              <input
                id={ids.password}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={context.password}
                aria-invalid={context.passwordError !== null}
                aria-describedby={context.passwordError ? ids.passwordError : undefined}
                onChange={(event) => send({ type: 'PASSWORD_CHANGED', value: event.target.value })}
              />
              <div>
                <Button tone="ghost" size="small" aria-pressed={showPassword} onPress={() => setShowPassword((shown) => !shown)}>
                  {intl.formatMessage({ id: showPassword ? 'focus.password.hide' : 'focus.password.show' })}
                </Button>
              </div>
              {context.passwordError && (
                <Text id={ids.passwordError} tone="critical">
                  <FormattedMessage id={context.passwordError} values={{ min: FOCUS_PASSWORD_MIN }} />
                </Text>
              )}
            </Stack>
            <div>
              <input
                id={ids.remember}
                type="checkbox"
                checked={context.rememberMe}
                onChange={(event) => send({ type: 'REMEMBER_ME_CHANGED', value: event.target.checked })}
              />{' '}
              <label htmlFor={ids.remember}>
                <FormattedMessage id="focus.rememberMe" />
              </label>
            </div>
            <FlowMessage message={context.message} />
            <Inline gap="small">
              <Button type="submit" isDisabled={snapshot.matches('signingIn')}>
                <FormattedMessage id="focus.login.submit" />
              </Button>
              {snapshot.matches('signingIn') && <Spinner size="small" label={intl.formatMessage({ id: 'focus.login.signingIn' })} />}
            </Inline>
          </Stack>
        </form>
      )}
    </InspectorFrame>
  );
}
