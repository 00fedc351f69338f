import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../../design-system/components/Dialog';
import { Inline } from '../../../design-system/components/Inline';
import { Modal } from '../../../design-system/components/Modal';
import { Spinner } from '../../../design-system/components/Spinner';
import { Text } from '../../../design-system/components/Text';
import { Tab, TabList, TabPanel, Tabs } from '../../../design-system/components/Tabs';
import { useLocale } from '../../i18n/LocaleProvider';
import { focusLoginMachine } from '../auth/focusLogin.machine';
import { providerLoginMachine } from '../auth/providerLogin.machine';
import { socialLoginMachine } from '../auth/socialLogin.machine';
import { browserDeviceToken, focusLoginActors, providerLoginActors, socialLoginActors, type DeviceTokenSource } from './authApi';
import { ConfirmCodeForm } from './ConfirmCodeForm';
import { useFlowEffects } from './flowEffects';
import { FocusLoginForm } from './FocusLoginForm';
import type { LoginTab } from './loginQuery';
import { ProviderLoginForm } from './ProviderLoginForm';
import { useSessionSink } from './sessionSink';

export interface AuthModalsProps {
  /** The login tab to show, or null while only a Google/Apple return is being finished. */
  tab: LoginTab | null;
  onTabChange: (tab: LoginTab) => void;
  /** The visitor closed the login (Escape, ×, or the confirm-code modal's close). */
  onClose: () => void;
  /** A flow signed in and is navigating away: forget the modals, leave the address alone. */
  onSignedIn: () => void;
  /** Where the push token comes from (tests and stories pass their own). */
  deviceToken?: DeviceTokenSource;
}

const providerNames = { google: 'Google', apple: 'Apple' } as const;

/**
 * The login modal (company/provider and focus tabs), the confirm-code modal that follows a
 * provider login, and the finishing of a Google/Apple return. Loaded on demand: the home page
 * does not pay for it until someone wants to log in.
 */
export function AuthModals({ tab, onTabChange, onClose, onSignedIn, deviceToken = browserDeviceToken }: AuthModalsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { search } = useLocation();
  const effects = useFlowEffects(useSessionSink());

  // Each machine is given its effects once, for its whole life.
  const [machines] = useState(() => ({
    provider: providerLoginMachine.provide({
      actors: providerLoginActors(deviceToken),
      actions: {
        endExistingSessions: effects.endExistingSessions,
        storeSession: effects.storeSession,
        setCookie: effects.setCookie,
        notify: effects.notify,
        navigate: effects.navigate,
      },
    }),
    focus: focusLoginMachine.provide({
      actors: focusLoginActors(deviceToken),
      actions: {
        endExistingSessions: effects.endExistingSessions,
        storeSession: effects.storeSession,
        setCookie: effects.setCookie,
        notify: effects.notify,
        navigate: effects.navigate,
      },
    }),
    social: socialLoginMachine.provide({ actors: socialLoginActors(deviceToken), actions: effects }),
  }));
  const [initialSearch] = useState(search);

  const [provider, sendProvider] = useMachine(machines.provider, { input: { locale } });
  const [focus, sendFocus] = useMachine(machines.focus, { input: { locale } });
  const [social] = useMachine(machines.social, { input: { locale, search: initialSearch } });

  const signedIn = provider.matches('signedIn') || focus.matches('signedIn') || social.matches('signedIn');
  useEffect(() => {
    if (signedIn) onSignedIn();
  }, [signedIn, onSignedIn]);

  // Start asking for the push token as the login opens, so the login calls need not wait for it.
  useEffect(() => {
    void deviceToken();
  }, [deviceToken]);

  const socialBusy = social.matches('signingIn');
  const codeOpen = provider.matches('codeEntry');
  const loginOpen = tab !== null && !codeOpen && !socialBusy && !signedIn;
  const closeWhenDismissed = (open: boolean) => {
    if (!open) onClose();
  };
  const socialProvider = social.context.socialReturn?.provider ?? 'google';

  return (
    <>
      <Modal isOpen={loginOpen} onOpenChange={closeWhenDismissed} isDismissable={false}>
        <Dialog title={intl.formatMessage({ id: 'authScreens.login.title' })}>
          <Tabs selectedKey={tab ?? 'provider'} onSelectionChange={(key) => onTabChange(key === 'focus' ? 'focus' : 'provider')}>
            <TabList aria-label={intl.formatMessage({ id: 'authScreens.login.tabs' })}>
              <Tab id="provider">
                <FormattedMessage id="auth.login.title" />
              </Tab>
              <Tab id="focus">
                <FormattedMessage id="focus.login.title" />
              </Tab>
            </TabList>
            <TabPanel id="provider">
              <ProviderLoginForm snapshot={provider} send={sendProvider} />
            </TabPanel>
            <TabPanel id="focus">
              <FocusLoginForm snapshot={focus} send={sendFocus} socialMessage={social.context.message} />
            </TabPanel>
          </Tabs>
        </Dialog>
      </Modal>
      <Modal isOpen={codeOpen && !signedIn} onOpenChange={closeWhenDismissed} isDismissable={false}>
        <Dialog title={intl.formatMessage({ id: 'auth.otp.title' })}>
          <ConfirmCodeForm snapshot={provider} send={sendProvider} />
        </Dialog>
      </Modal>
      <Modal isOpen={socialBusy} size="small" isDismissable={false} isKeyboardDismissDisabled>
        <Dialog title={intl.formatMessage({ id: 'authScreens.social.title' })} hideCloseButton>
          <Inline gap="medium">
            <Spinner decorative />
            <Text role="status">
              <FormattedMessage id="social.signingIn" values={{ provider: providerNames[socialProvider] }} />
            </Text>
          </Inline>
        </Dialog>
      </Modal>
    </>
  );
}
