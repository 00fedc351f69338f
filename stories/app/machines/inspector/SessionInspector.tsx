import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { Button, Heading, Inline, Spinner, Stack, Text } from '../../../../design-system';
import { routeGuards } from '../../../../app/features/session/guards';
import { sessionMachine, type LogoutCallInput, type SessionEvent, type SessionInput } from '../../../../app/features/session/session.machine';
import type { SignInParams } from '../../../../app/features/session/types';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { answer, InspectorFrame, useEffectLog, useScript, type Answer, type ScriptStep } from './Inspector';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export interface SessionScenario {
  restored?: SessionInput['restored'];
  logout: Answer<unknown>;
  samples: { provider: SignInParams; focus: SignInParams };
  steps?: Array<ScriptStep<SessionEvent, SessionSnapshot>>;
}

/** The session driven by its machine: who is signed in, what the route guards decide, logout. */
export function SessionInspector({ scenario }: { scenario: SessionScenario }) {
  const intl = useIntl();
  const locale = useLocale();
  const { effects, record } = useEffectLog();
  const actor = useActorRef(
    sessionMachine.provide({
      actors: { logout: fromPromise<unknown, LogoutCallInput>(() => answer(scenario.logout)) },
      actions: {
        removeCookie: (_, params) => record({ kind: 'removeCookie', name: params.name }),
        navigate: (_, params) => record({ kind: 'navigate', to: params.to }),
        notify: (_, params) => record({ kind: 'notify', notice: params }),
      },
    }),
    { input: { locale, restored: scenario.restored, deviceToken: null } },
  );
  useScript(actor, scenario.steps ?? []);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const session = context.provider ?? context.focus;
  const name = session?.user?.name ?? intl.formatMessage({ id: 'session.unknownUser' });
  const send = actor.send;

  return (
    <InspectorFrame titleId="session.title" state={snapshot.value} effects={effects}>
      {snapshot.matches('signedOut') && (
        <Text role="status">
          <FormattedMessage id="session.signedOut" />
        </Text>
      )}
      {snapshot.matches('provider') && (
        <Text role="status">
          <FormattedMessage id="session.signedInProvider" values={{ name }} />
        </Text>
      )}
      {snapshot.matches('focus') && (
        <Text role="status">
          <FormattedMessage id="session.signedInFocus" values={{ name }} />
        </Text>
      )}
      {snapshot.matches('loggingOut') && <Spinner label={intl.formatMessage({ id: 'session.loggingOut' })} />}
      <Stack gap="xsmall">
        <Heading level={3} size={4}>
          <FormattedMessage id="session.permissions" />
        </Heading>
        {session && session.permissions.length > 0 ? (
          <ul aria-label={intl.formatMessage({ id: 'session.permissions' })}>
            {session.permissions.map((permission) => (
              <li key={permission}>
                <code dir="ltr">{permission}</code>
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="muted">
            <FormattedMessage id="session.permissions.none" />
          </Text>
        )}
      </Stack>
      <Stack gap="xsmall">
        <Heading level={3} size={4}>
          <FormattedMessage id="session.guards" />
        </Heading>
        <dl>
          {(Object.keys(routeGuards) as Array<keyof typeof routeGuards>).map((guard) => {
            const result = routeGuards[guard](context);
            return (
              <div key={guard} data-guard={guard} data-allowed={result.allowed}>
                <dt>
                  <FormattedMessage id={`session.guard.${guard}`} />
                </dt>
                <dd>
                  {result.allowed ? (
                    <FormattedMessage id="session.guard.allowed" />
                  ) : (
                    <>
                      <FormattedMessage id="session.guard.redirect" /> <code dir="ltr">{result.redirectTo}</code>
                    </>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </Stack>
      <Inline gap="small">
        {(snapshot.matches('provider') || snapshot.matches('focus')) && (
          <Button onPress={() => send({ type: 'LOGOUT' })}>
            <FormattedMessage id="session.logout" />
          </Button>
        )}
        {snapshot.matches('signedOut') && (
          <>
            <Button tone="neutral" onPress={() => send({ type: 'SIGNED_IN', session: scenario.samples.provider })}>
              <FormattedMessage id="session.signInSampleProvider" />
            </Button>
            <Button tone="neutral" onPress={() => send({ type: 'SIGNED_IN', session: scenario.samples.focus })}>
              <FormattedMessage id="session.signInSampleFocus" />
            </Button>
          </>
        )}
      </Inline>
    </InspectorFrame>
  );
}
