import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import type { ProviderLoginEvent } from '../../../app/features/auth/providerLogin.machine';
import type { ScriptStep } from './inspector/Inspector';
import { apiErrors, verifiedLogin } from '../../../app/features/testing/fixtures';
import { storyIntl } from './inspector/Inspector';
import { ProviderLoginInspector, type ProviderLoginScenario, type ProviderLoginSnapshot } from './inspector/ProviderLoginInspector';

/** A fresh scenario (and simulated clock) per story mount. */
function Scenario({ make }: { make: () => ProviderLoginScenario }) {
  const [scenario] = useState(make);
  return <ProviderLoginInspector scenario={scenario} />;
}

const meta = {
  title: 'App/Machines/Provider login',
  component: Scenario,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const answered = { sendCode: { resolve: {} }, verifyCode: { resolve: verifiedLogin }, resendCode: { resolve: {} } } as const;
const toCodeEntry: ProviderLoginEvent[] = [
  { type: 'MOBILE_CHANGED', value: '0512345678' },
  { type: 'SUBMIT_MOBILE' },
];
const typedCode: ProviderLoginEvent[] = [...toCodeEntry, { type: 'CODE_CHANGED', value: '4821' }];
/** Once the code is sent, a minute passes. */
const minuteLater: Array<ScriptStep<ProviderLoginEvent, ProviderLoginSnapshot>> = [
  ...toCodeEntry,
  { advanceMs: 60_000, when: (snapshot) => snapshot.matches('codeEntry') },
];
/** Frozen time: the countdown shows what the story says, in every run. */
const frozen = (scenario: Omit<ProviderLoginScenario, 'clock'>): ProviderLoginScenario => ({ ...scenario, clock: new SimulatedClock() });
/** Scripted openings wait for mocked answers (a few hundred ms each). */
const soon = { timeout: 4000 };
const stateOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('state');

/** State: Mobile entry. */
export const MobileEntry: Story = {
  args: { make: () => frozen(answered) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const mobile = canvas.getByLabelText(intl.formatMessage({ id: 'auth.mobile.label' }));
    const submit = canvas.getByRole('button', { name: intl.formatMessage({ id: 'auth.login.submit' }) });
    await userEvent.click(submit);
    await expect(canvas.getByText(intl.formatMessage({ id: 'auth.mobile.required' }))).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(mobile, '12345');
    await userEvent.click(submit);
    await expect(canvas.getByText(intl.formatMessage({ id: 'auth.mobile.invalid' }))).toBeVisible();
    // Bad input changes nothing: still entering the mobile, nothing asked of the app.
    await expect(stateOf(context.canvasElement)).toHaveTextContent('mobileEntry');
    await expect(canvas.getByText(intl.formatMessage({ id: 'inspector.effects.none' }))).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: intl.formatMessage({ id: 'auth.mobile.countryCode' }) })).toHaveValue('+966');
  },
};

/** State: Sending code. */
export const SendingCode: Story = {
  args: { make: () => frozen({ ...answered, sendCode: 'hang', steps: toCodeEntry }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await waitFor(() => expect(stateOf(context.canvasElement)).toHaveTextContent('sendingCode'), soon);
    const log = canvas.getByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) });
    await expect(log).toHaveTextContent(intl.formatMessage({ id: 'inspector.effect.endSessions' }));
  },
};

/** State: Code entry counting down. */
export const CodeEntryCountingDown: Story = {
  args: { make: () => frozen({ ...answered, steps: toCodeEntry }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const resend = await canvas.findByRole('button', { name: intl.formatMessage({ id: 'auth.resendIn' }, { seconds: 60 }) }, soon);
    await expect(resend).toBeDisabled();
    await expect(stateOf(context.canvasElement)).toHaveTextContent('codeEntry.resend.countingDown.ticking');
    // An incomplete code is not sent.
    await userEvent.type(canvas.getByLabelText(intl.formatMessage({ id: 'auth.otp.label' })), '48');
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'auth.verify' }) }));
    await expect(canvas.getByText(intl.formatMessage({ id: 'auth.otp.incomplete' }, { length: 4 }))).toBeVisible();
    await expect(stateOf(context.canvasElement)).toHaveTextContent('codeEntry.verification.editing');
  },
};

/** State: Verifying. */
export const Verifying: Story = {
  args: { make: () => frozen({ ...answered, verifyCode: 'hang', steps: [...typedCode, { type: 'VERIFY' }] }) },
  play: async (context) => {
    await waitFor(() => expect(stateOf(context.canvasElement)).toHaveTextContent('codeEntry.verification.verifying'), soon);
  },
};

/** State: Wrong code. */
export const WrongCode: Story = {
  args: { make: () => frozen({ ...answered, verifyCode: { reject: apiErrors.wrongCode }, steps: [...typedCode, { type: 'VERIFY' }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    // The form is back to unsubmitted, the code kept, with a translated hint (never the server's text).
    await expect(await canvas.findByRole('alert', {}, soon)).toHaveTextContent(intl.formatMessage({ id: 'auth.otp.wrong' }));
    await expect(stateOf(context.canvasElement)).toHaveTextContent('codeEntry.verification.editing');
    await expect(canvas.getByLabelText(intl.formatMessage({ id: 'auth.otp.label' }))).toHaveValue('4821');
  },
};

/** State: Too many wrong codes. */
export const TooManyWrongCodes: Story = {
  args: { make: () => frozen({ ...answered, verifyCode: { reject: apiErrors.attemptsExceeded }, steps: [...typedCode, { type: 'VERIFY' }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByRole('alert', {}, soon)).toHaveTextContent(intl.formatMessage({ id: 'auth.otp.attemptsExceeded' }));
    await expect(stateOf(context.canvasElement)).toHaveTextContent('mobileEntry');
  },
};

/** State: Resend available. */
export const ResendAvailable: Story = {
  args: { make: () => frozen({ ...answered, steps: minuteLater }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const resend = await canvas.findByRole('button', { name: intl.formatMessage({ id: 'auth.resend' }) }, soon);
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(await canvas.findByText(intl.formatMessage({ id: 'auth.otp.resent' }), {}, soon)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: intl.formatMessage({ id: 'auth.resendIn' }, { seconds: 60 }) })).toBeDisabled();
  },
};

/** State: Resending. */
export const Resending: Story = {
  args: { make: () => frozen({ ...answered, resendCode: 'hang', steps: [...minuteLater, { type: 'RESEND' }] }) },
  play: async (context) => {
    // The RESEND step waits for the countdown (moved 60 s on); then the request stays in flight.
    await waitFor(() => expect(stateOf(context.canvasElement)).toHaveTextContent('codeEntry.resend.resending'), soon);
  },
};

/** State: Resend rate limited. */
export const ResendRateLimited: Story = {
  args: { make: () => frozen({ ...answered, resendCode: { reject: apiErrors.rateLimited(42) }, steps: minuteLater }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage({ id: 'auth.resend' }) }, soon));
    // The server named 42 s: the countdown restarts there.
    await expect(await canvas.findByRole('button', { name: intl.formatMessage({ id: 'auth.resendIn' }, { seconds: 42 }) }, soon)).toBeDisabled();
  },
};

/** State: Resend failed. */
export const ResendFailed: Story = {
  args: { make: () => frozen({ ...answered, resendCode: { reject: apiErrors.server }, steps: minuteLater }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage({ id: 'auth.resend' }) }, soon));
    const log = await canvas.findByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) }, soon);
    await waitFor(() => expect(log).toHaveTextContent(intl.formatMessage({ id: 'front.something_wrong' })));
    await expect(canvas.getByRole('button', { name: intl.formatMessage({ id: 'auth.resend' }) })).toBeEnabled();
  },
};

/** State: Signed in. */
export const SignedIn: Story = {
  args: { make: () => frozen({ ...answered, steps: [...typedCode, { type: 'VERIFY' }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByText(intl.formatMessage({ id: 'auth.login.success' }), { selector: 'p' }, soon)).toBeVisible();
    const log = canvas.getByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) });
    await expect(log).toHaveTextContent('/ar/provider-dashboard?video=true');
    await expect(log).toHaveTextContent('provider_token');
  },
};

/** The whole path by hand, in real time, in English. */
export const Walkthrough: Story = {
  globals: { locale: 'en' },
  args: { make: () => answered },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '٠٥١٢٣٤٥٦٧٨');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const code = await canvas.findByLabelText('Verification code', {}, { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: /Resend code in \d+ seconds/ })).toBeDisabled();
    await userEvent.type(code, '4821');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('You are signed in.', { selector: 'p' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Effects the flow asked for' })).toHaveTextContent('/en/provider-dashboard?video=true');
  },
};

/** The machine's states, in Urdu. */
export const Urdu: Story = { globals: { locale: 'ur' }, args: { make: () => frozen({ ...answered, steps: toCodeEntry }) } };
