import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { configure, expect, userEvent, waitFor, within } from 'storybook/test';
import { COMPANY_TOKEN_COOKIE } from '../../../app/api';
import { CompanyRoomLayout } from '../../../app/features/company-room/CompanyRoomLayout';
import { CompanyRoomPage } from '../../../app/features/company-room/CompanyRoomPage';
import { getCookie, removeCookie } from '../../../app/lib/cookies';
import { toastQueue } from '../../../design-system/components/Toast';
import { viewports } from '../../../.storybook/modes';
import { answers, fails } from '../../api/http';
import { withSession } from '../focus/sessionKit';
import { withFakeMedia } from '../room-settings/fakeMedia';
import { announcerExcluded, say } from '../website/storyKit';

// These screens load data, devices and sound: give them time on a busy machine (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 5000 });

function CompanyRoom() {
  return (
    <Routes>
      <Route path=":locale/company-room" element={<CompanyRoomLayout />}>
        <Route index element={<CompanyRoomPage />} />
      </Route>
      <Route path=":locale/provider-dashboard" element={<h1>provider dashboard</h1>} />
    </Routes>
  );
}

const meta = {
  title: 'App/Company/Company room',
  component: CompanyRoom,
  parameters: { layout: 'fullscreen', route: { path: '/{locale}/company-room' }, msw: answers(), a11y: announcerExcluded },
  decorators: [withSession('provider'), withFakeMedia('devices')],
  beforeEach: () => {
    // Notices from an earlier story would still be on screen.
    toastQueue.clear();
    removeCookie(COMPANY_TOKEN_COOKIE);
  },
} satisfies Meta<typeof CompanyRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

const digits = (text: string | null) => (text ?? '').replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/** Entering opens the company session (token kept as a cookie); the counter ticks every second. */
export const Room: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const timer = await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    await expect(getCookie(COMPANY_TOKEN_COOKIE)).toMatch(/^Bearer /);
    const before = digits(timer.textContent);
    await waitFor(() => expect(digits(timer.textContent)).not.toBe(before), { timeout: 3000 });
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The same as Room, in English. */
export const RoomEnglish: Story = { ...Room, globals: { locale: 'en' } };

/** The settings entry in the sidebar opens the room settings. */
export const Settings: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    await userEvent.click(canvas.getAllByRole('button', { name: say(context, 'roomSettings.open') })[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'roomSettings.title') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** Played on a phone's screen (375 px): the runner sizes its page by `testViewport` (.storybook/test-runner.ts). */
const onPhone = { testViewport: { width: viewports.phone, height: 812 } };

/** In the locale's digits, two per part, hours:minutes:seconds. */
const clockPattern = { ar: /^[٠-٩]{2}:[٠-٩]{2}:[٠-٩]{2}$/, en: /^\d{2}:\d{2}:\d{2}$/ };

/** On a phone the session timer reads whole: named and captioned, one line of large tabular digits, inside the screen. */
export const TimerOnPhone: Story = {
  parameters: onPhone,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const timer = await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    await expect(timer).toBeVisible();
    await expect(canvas.getByText(say(context, 'companyRoom.elapsed'))).toBeVisible();
    const clock = timer.querySelector<HTMLElement>('[data-unit="clock"]');
    if (!clock) throw new Error('expected the clock');
    await expect(clock.textContent).toMatch(context.globals.locale === 'en' ? clockPattern.en : clockPattern.ar);
    const style = getComputedStyle(clock);
    await expect(style.fontVariantNumeric).toContain('tabular-nums');
    await expect(Number.parseFloat(style.fontSize)).toBeGreaterThanOrEqual(16);
    // One line, not cut: the clock's box is its text's, within the screen's width.
    await expect(clock.getBoundingClientRect().height).toBeLessThan(2 * Number.parseFloat(style.lineHeight));
    await expect(clock.scrollWidth).toBeLessThanOrEqual(clock.clientWidth + 1);
    const box = timer.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The same as TimerOnPhone, in English. */
export const TimerOnPhoneEnglish: Story = { ...TimerOnPhone, globals: { locale: 'en' } };

/** On a phone the settings entry is in the menu's drawer, where it says its name. */
export const SettingsOnPhone: Story = {
  parameters: onPhone,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'ds.navigation.topBar.menu') }));
    const entry = await within(document.body).findByRole('button', { name: say(context, 'roomSettings.open') });
    // The drawer fades in.
    await waitFor(() => expect(entry).toBeVisible());
    await expect(entry).toHaveTextContent(say(context, 'roomSettings.open'));
    await userEvent.click(entry);
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'roomSettings.title') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The same as SettingsOnPhone, in English. */
export const SettingsOnPhoneEnglish: Story = { ...SettingsOnPhone, globals: { locale: 'en' } };

/** The sidebar shows icons only: the settings entry keeps its name, and shows it as a tip. */
export const SettingsNamedWhenCollapsed: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    const entry = canvas.getByRole('button', { name: say(context, 'roomSettings.open') });
    await userEvent.hover(entry);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(say(context, 'roomSettings.open'));
  },
};

/** The same as SettingsNamedWhenCollapsed, in English. */
export const SettingsNamedWhenCollapsedEnglish: Story = { ...SettingsNamedWhenCollapsed, globals: { locale: 'en' } };

/** Only Arabic and English are offered in the room. */
export const LanguageToggle: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'language.label')) }));
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{Escape}');
  },
};

/** Logout closes the company session, forgets its token and goes back to the provider dashboard. */
export const Logout: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('timer', { name: say(context, 'companyRoom.elapsed') });
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'companyRoom.logout') }));
    await expect(await canvas.findByRole('heading', { name: 'provider dashboard' })).toBeVisible();
    await expect(getCookie(COMPANY_TOKEN_COOKIE)).toBeUndefined();
  },
};

/** The room cannot open (server failure): said so. */
export const Failed: Story = {
  parameters: { msw: answers(fails('POST /company/auth/token', 500, 'server_error')) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'companyRoom.failed.title'))).toBeVisible();
  },
};
