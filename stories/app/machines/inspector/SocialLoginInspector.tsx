import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { Spinner, Text } from '../../../../design-system';
import { socialLoginMachine } from '../../../../app/features/auth/socialLogin.machine';
import type { SocialLoginRequest } from '../../../../app/features/auth/socialReturn';
import type { FocusLoginResult } from '../../../../app/features/session/types';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { answer, FlowMessage, InspectorFrame, useEffectLog, type Answer } from './Inspector';

export interface SocialLoginScenario {
  /** `location.search` the identity provider returned to. */
  search: string;
  socialLogin: Answer<FocusLoginResult>;
}

const providerNames = { google: 'Google', apple: 'Apple' } as const;

/** The social sign-in return, driven by its machine from the address, with a mocked API answer. */
export function SocialLoginInspector({ scenario }: { scenario: SocialLoginScenario }) {
  const intl = useIntl();
  const locale = useLocale();
  const { effects, record } = useEffectLog();
  const actor = useActorRef(
    socialLoginMachine.provide({
      actors: { socialLogin: fromPromise<FocusLoginResult, SocialLoginRequest>(() => answer(scenario.socialLogin)) },
      actions: {
        endExistingSessions: () => record({ kind: 'endSessions' }),
        storeSession: (_, params) => record({ kind: 'storeSession', sessionKind: params.kind }),
        setCookie: (_, params) => record({ kind: 'setCookie', name: params.name, maxAgeSeconds: params.maxAgeSeconds }),
        notify: (_, params) => record({ kind: 'notify', notice: params }),
        navigate: (_, params) => record({ kind: 'navigate', to: params.to }),
        cleanQuery: () => record({ kind: 'cleanQuery' }),
      },
    }),
    { input: { locale, search: scenario.search, deviceToken: null } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const provider = snapshot.context.socialReturn?.provider;

  return (
    <InspectorFrame titleId="focus.login.title" state={snapshot.value} effects={effects}>
      <Text size="small" tone="muted">
        <FormattedMessage id="inspector.returnQuery" />: <code dir="ltr">{scenario.search.length > 90 ? `${scenario.search.slice(0, 89)}…` : scenario.search || '—'}</code>
      </Text>
      {snapshot.matches('idle') && (
        <Text role="status">
          <FormattedMessage id="social.idle" />
        </Text>
      )}
      {snapshot.matches('signingIn') && provider && (
        <Spinner label={intl.formatMessage({ id: 'social.signingIn' }, { provider: providerNames[provider] })} />
      )}
      {snapshot.matches('signedIn') && (
        <Text role="status" tone="positive">
          <FormattedMessage id="auth.login.success" />
        </Text>
      )}
      <FlowMessage message={snapshot.context.message} />
    </InspectorFrame>
  );
}
