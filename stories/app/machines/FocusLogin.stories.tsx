import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FocusLoginEvent } from '../../../app/features/auth/focusLogin.machine';
import { apiErrors, focusLoginResult } from '../../../app/features/testing/fixtures';
import { storyIntl } from './inspector/Inspector';
import { FocusLoginInspector, type FocusLoginScenario } from './inspector/FocusLoginInspector';

function Scenario({ make }: { make: () => FocusLoginScenario }) {
  const [scenario] = useState(make);
  return <FocusLoginInspector scenario={scenario} />;
}

const meta = {
  title: 'App/Machines/Focus login',
  component: Scenario,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: FocusLoginEvent[] = [
  { type: 'IDENTIFIER_CHANGED', value: 'focus@example.com' },
  { type: 'PASSWORD_CHANGED', value: 'password123' },
  { type: 'REMEMBER_ME_CHANGED', value: true },
];
const submitted: FocusLoginEvent[] = [...filled, { type: 'SUBMIT' }];
/** Scripted openings wait for mocked answers (a few hundred ms each). */
const soon = { timeout: 4000 };
const stateOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('state');

/** State: Editing. */
export const Editing: Story = {
  args: { make: () => ({ login: { resolve: focusLoginResult(true) } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const submit = canvas.getByRole('button', { name: intl.formatMessage({ id: 'focus.login.submit' }) });
    await userEvent.click(submit);
    await expect(canvas.getByText(intl.formatMessage({ id: 'focus.identifier.required' }))).toBeVisible();
    await expect(canvas.getByText(intl.formatMessage({ id: 'focus.password.required' }))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(intl.formatMessage({ id: 'focus.password.label' })), 'short');
    await userEvent.click(submit);
    await expect(canvas.getByText(intl.formatMessage({ id: 'focus.password.min' }, { min: 8 }))).toBeVisible();
    await expect(stateOf(context.canvasElement)).toHaveTextContent('editing');
    await expect(canvas.getByText(intl.formatMessage({ id: 'inspector.effects.none' }))).toBeVisible();
    // The show/hide toggle reveals what was typed.
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'focus.password.show' }) }));
    await expect(canvas.getByLabelText(intl.formatMessage({ id: 'focus.password.label' }))).toHaveAttribute('type', 'text');
  },
};

/** State: Signing in. */
export const SigningIn: Story = {
  args: { make: () => ({ login: 'hang', steps: submitted }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await waitFor(() => expect(stateOf(context.canvasElement)).toHaveTextContent('signingIn'), soon);
    await expect(canvas.getByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) })).toHaveTextContent(
      intl.formatMessage({ id: 'inspector.effect.endSessions' }),
    );
  },
};

/** State: Wrong credentials. */
export const WrongCredentials: Story = {
  args: { make: () => ({ login: { reject: apiErrors.invalidCredentials }, steps: submitted }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByRole('alert', {}, soon)).toHaveTextContent(intl.formatMessage({ id: 'focus.login.wrongCredentials' }));
    await expect(canvas.getByLabelText(intl.formatMessage({ id: 'focus.identifier.label' }))).toHaveValue('focus@example.com');
  },
};

/** State: Signed in with package. */
export const SignedInWithPackage: Story = {
  args: { make: () => ({ login: { resolve: focusLoginResult(true) }, steps: submitted }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const log = await canvas.findByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) }, soon);
    await waitFor(() => expect(log).toHaveTextContent('/ar/focus-dashboard?video=true'), soon);
    await expect(log).toHaveTextContent('focus_token');
  },
};

/** State: Signed in without package. */
export const SignedInWithoutPackage: Story = {
  args: { make: () => ({ login: { resolve: focusLoginResult(false) }, steps: submitted }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const log = await canvas.findByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) }, soon);
    await waitFor(() => expect(log).toHaveTextContent('/ar/focus-dashboard-packages'), soon);
  },
};

/** State: English. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { make: () => ({ login: { resolve: focusLoginResult(false) } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail or mobile number'), 'nopackage@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'password123');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('You are signed in.', { selector: 'p' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Effects the flow asked for' })).toHaveTextContent('/en/focus-dashboard-packages');
  },
};
