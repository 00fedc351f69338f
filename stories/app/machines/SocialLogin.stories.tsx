import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { apiErrors, focusLoginResult } from '../../../app/features/testing/fixtures';
import { storyIntl } from './inspector/Inspector';
import { SocialLoginInspector, type SocialLoginScenario } from './inspector/SocialLoginInspector';

function Scenario({ make }: { make: () => SocialLoginScenario }) {
  const [scenario] = useState(make);
  return <SocialLoginInspector scenario={scenario} />;
}

const meta = {
  title: 'App/Machines/Social login',
  component: Scenario,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const googleReturn = `?${new URLSearchParams({
  auth_type: 'focus',
  provider: 'google',
  email: 'sara@example.com',
  id: '109876543210987654321',
  verifiedEmail: 'true',
  access_token: 'ya29.a0AfH6SMBx',
  created: '1742130000000',
  token_type: 'Bearer',
  expires_in: '3599',
  id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
  scope: 'openid email profile',
  name: 'Sara Al-Qahtani',
  phone: '',
  hd: '',
  givenName: 'Sara',
  familyName: 'Al-Qahtani',
  picture: 'https://lh3.googleusercontent.com/a/photo',
  refresh_token: '',
}).toString()}`;
const appleReturn = '?auth_type=focus&provider=apple&email=sara%40privaterelay.appleid.com&token=eyJraWQ&id=001456.abc';
const effectsOf = (context: Parameters<NonNullable<Story['play']>>[0]) =>
  within(context.canvasElement).findByRole('list', { name: storyIntl(context).formatMessage({ id: 'inspector.effects' }) });

/** State: Idle. */
export const Idle: Story = {
  args: { make: () => ({ search: '?active=focus', socialLogin: { resolve: focusLoginResult(true) } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage({ id: 'social.idle' }));
    await expect(canvas.getByText(intl.formatMessage({ id: 'inspector.effects.none' }))).toBeVisible();
  },
};

/** State: Missing google field. */
export const MissingGoogleField: Story = {
  args: { make: () => ({ search: googleReturn.replace(/&hd=/, '&'), socialLogin: { resolve: focusLoginResult(true) } }) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByTestId('state')).toHaveTextContent('idle');
  },
};

/** State: Signing in. */
export const SigningIn: Story = {
  args: { make: () => ({ search: googleReturn, socialLogin: 'hang' }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(canvas.getByRole('status', { name: intl.formatMessage({ id: 'social.signingIn' }, { provider: 'Google' }) })).toBeVisible();
    await expect(await effectsOf(context)).toHaveTextContent(intl.formatMessage({ id: 'inspector.effect.endSessions' }));
  },
};

/** State: Signed in with apple. */
export const SignedInWithApple: Story = {
  args: { make: () => ({ search: appleReturn, socialLogin: { resolve: focusLoginResult(true) } }) },
  play: async (context) => {
    const intl = storyIntl(context);
    const log = await effectsOf(context);
    await waitFor(() => expect(log).toHaveTextContent('/ar/focus-dashboard?video=true'));
    await expect(log).toHaveTextContent(intl.formatMessage({ id: 'inspector.effect.cleanQuery' }));
    await expect(log).toHaveTextContent(intl.formatMessage({ id: 'inspector.effect.setCookie' }, { seconds: 7200 }));
  },
};

/** State: Failed. */
export const Failed: Story = {
  args: { make: () => ({ search: googleReturn, socialLogin: { reject: apiErrors.server } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(intl.formatMessage({ id: 'social.failed' }, { provider: 'Google' }));
    await expect(await effectsOf(context)).toHaveTextContent(intl.formatMessage({ id: 'inspector.effect.cleanQuery' }));
  },
};

/** State: Provider sent an error. */
export const ProviderSentAnError: Story = {
  args: { make: () => ({ search: '?auth_type=focus&provider=apple&error=access_denied', socialLogin: { resolve: focusLoginResult(true) } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(canvas.getByRole('alert')).toHaveTextContent(intl.formatMessage({ id: 'social.failed' }, { provider: 'Apple' }));
  },
};
