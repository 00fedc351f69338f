import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiErrors, focusLoginResult, verifiedLogin } from '../../../app/features/testing/fixtures';
import { focusSessionOf } from '../../../app/features/auth/focusSession';
import { splitPermissions, type SignInParams } from '../../../app/features/session/types';
import { storyIntl } from './inspector/Inspector';
import { SessionInspector, type SessionScenario } from './inspector/SessionInspector';

function Scenario({ make }: { make: () => SessionScenario }) {
  const [scenario] = useState(make);
  return <SessionInspector scenario={scenario} />;
}

const meta = {
  title: 'App/Machines/Session',
  component: Scenario,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const provider: SignInParams = { kind: 'provider', token: `Bearer ${verifiedLogin.token}`, ...splitPermissions(verifiedLogin.user) };
const focus: SignInParams = { kind: 'focus', ...focusSessionOf(focusLoginResult(true)) };
const samples = { provider, focus };
const guard = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector(`[data-guard="${name}"]`);

/** State: Signed out. */
export const SignedOut: Story = {
  args: { make: () => ({ logout: { resolve: {} }, samples }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage({ id: 'session.signedOut' }));
    // Route guards send visitors home.
    await expect(guard(context.canvasElement, 'auth')).toHaveTextContent('/ar');
    await expect(guard(context.canvasElement, 'auth')).toHaveAttribute('data-allowed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'session.signInSampleProvider' }) }));
    await expect(guard(context.canvasElement, 'auth')).toHaveAttribute('data-allowed', 'true');
    await expect(guard(context.canvasElement, 'company')).toHaveAttribute('data-allowed', 'true');
  },
};

/** State: Provider. */
export const Provider: Story = {
  args: { make: () => ({ logout: { resolve: {} }, samples, restored: { provider } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage({ id: 'session.signedInProvider' }, { name: 'محمد العتيبي' }));
    await expect(canvas.getByRole('list', { name: intl.formatMessage({ id: 'session.permissions' }) })).toHaveTextContent('salons.manage');
    await expect(guard(context.canvasElement, 'focus')).toHaveAttribute('data-allowed', 'false');
  },
};

/** State: Focus. */
export const Focus: Story = {
  args: { make: () => ({ logout: { resolve: {} }, samples, restored: { focus } }) },
  play: async (context) => {
    await expect(guard(context.canvasElement, 'focus')).toHaveAttribute('data-allowed', 'true');
    await expect(guard(context.canvasElement, 'auth')).toHaveAttribute('data-allowed', 'false');
  },
};

/** State: Logging out. */
export const LoggingOut: Story = {
  args: { make: () => ({ logout: 'hang', samples, restored: { provider }, steps: [{ type: 'LOGOUT' }] }) },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(await within(context.canvasElement).findByRole('status', { name: intl.formatMessage({ id: 'session.loggingOut' }) })).toBeVisible();
  },
};

/** State: Logout call failed. */
export const LogoutCallFailed: Story = {
  args: { make: () => ({ logout: { reject: apiErrors.server }, samples, restored: { provider } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'session.logout' }) }));
    // The failure is ignored: signed out all the same, cookies removed, home, a success notice.
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('signedOut'), { timeout: 2000 });
    const log = canvas.getByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) });
    await expect(log).toHaveTextContent('provider_token');
    await expect(log).toHaveTextContent('provider_permissions');
    await expect(log).toHaveTextContent(intl.formatMessage({ id: 'auth.logout.success' }));
    await expect(log.querySelector('li:nth-last-child(2)')).toHaveTextContent('/ar');
  },
};

/** The machine's states, in English. */
export const English: Story = { globals: { locale: 'en' }, args: { make: () => ({ logout: { resolve: {} }, samples, restored: { focus } }) } };
