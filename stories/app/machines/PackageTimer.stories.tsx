import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { SimulatedClock } from 'xstate';
import type { ActivePackage } from '../../../app/features/packages/packageTimer.machine';
import { apiErrors } from '../../../app/features/testing/fixtures';
import { storyIntl } from './inspector/Inspector';
import { PackageTimerInspector, type PackageTimerScenario } from './inspector/PackageTimerInspector';

function Scenario({ make }: { make: () => PackageTimerScenario }) {
  const [scenario] = useState(make);
  return <PackageTimerInspector scenario={scenario} />;
}

const meta = {
  title: 'App/Machines/Package timer',
  component: Scenario,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories run on a simulated clock starting at T0, so the numbers are the same in every run. */
const T0 = Date.parse('2026-03-01T09:00:00+03:00');
const HOUR = 3_600_000;
const at = (): SimulatedClock => {
  const clock = new SimulatedClock();
  clock.set(T0);
  return clock;
};
const endingIn = (ms: number): ActivePackage => ({
  package_name: 'الباقة الذهبية',
  expire_at: new Date(T0 + ms).toISOString(),
  expire_at_timer: Math.round(ms / 1000),
});
const golden = endingIn(2 * 24 * HOUR + 3 * HOUR + 25 * 60_000 + 10_000);
const counting = (snapshot: { matches: (state: 'counting') => boolean }) => snapshot.matches('counting');

async function expectUnits(context: Parameters<NonNullable<Story['play']>>[0], units: Record<'days' | 'hours' | 'minutes' | 'seconds', number>) {
  const timer = await within(context.canvasElement).findByRole('timer');
  const intl = storyIntl(context);
  for (const [unit, count] of Object.entries(units)) {
    await expect(timer).toHaveTextContent(intl.formatMessage({ id: `packages.timer.${unit}` }, { count }));
  }
}

/** State: Loading. */
export const Loading: Story = {
  args: { make: () => ({ loads: ['hang'], clock: at() }) },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(within(context.canvasElement).getByRole('status', { name: intl.formatMessage({ id: 'packages.timer.loading' }) })).toBeVisible();
  },
};

/** State: Counting. */
export const Counting: Story = {
  args: { make: () => ({ loads: [{ resolve: golden }], clock: at() }) },
  play: async (context) => {
    await expectUnits(context, { days: 2, hours: 3, minutes: 25, seconds: 10 });
  },
};

/** State: After the tab slept. */
export const AfterTheTabSlept: Story = {
  args: { make: () => ({ loads: [{ resolve: golden }], clock: at(), steps: [{ advanceMs: 3 * HOUR, when: counting }] }) },
  play: async (context) => {
    // Three hours in one jump (one tick fires): the time comes from expire_at, not from counted ticks.
    await expectUnits(context, { days: 2, hours: 0, minutes: 25, seconds: 10 });
  },
};

/** State: Expired. */
export const Expired: Story = {
  args: { make: () => ({ loads: [{ resolve: endingIn(3000) }], clock: at(), steps: [{ advanceMs: 3000, when: counting }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByText(intl.formatMessage({ id: 'packages.timer.expired' }))).toBeVisible();
    await expectUnits(context, { days: 0, hours: 0, minutes: 0, seconds: 0 });
    const log = canvas.getByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) });
    await expect(log.querySelectorAll('li')).toHaveLength(1);
    await expect(log).toHaveTextContent(intl.formatMessage({ id: 'admin.package_expired' }));
    // Checking again finds the same lapsed package: the notice is not repeated.
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'packages.timer.refresh' }) }));
    await expect(await canvas.findByText(intl.formatMessage({ id: 'packages.timer.expired' }), {}, { timeout: 2000 })).toBeVisible();
    await expect(log.querySelectorAll('li')).toHaveLength(1);
  },
};

/** State: No active package. */
export const NoActivePackage: Story = {
  args: { make: () => ({ loads: [{ resolve: null }], clock: at() }) },
  play: async (context) => {
    const intl = storyIntl(context);
    await expect(await within(context.canvasElement).findByText(intl.formatMessage({ id: 'packages.timer.none' }))).toBeVisible();
  },
};

/** State: Failed then retried. */
export const FailedThenRetried: Story = {
  args: { make: () => ({ loads: [{ reject: apiErrors.server }, { resolve: golden }], clock: at() }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(intl.formatMessage({ id: 'packages.timer.failed' }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'packages.timer.retry' }) }));
    await expectUnits(context, { days: 2, hours: 3, minutes: 25, seconds: 10 });
  },
};

/** Real time: the seconds tick. */
export const Live: Story = {
  globals: { locale: 'en' },
  args: { make: () => ({ loads: [{ resolve: { package_name: 'Gold', expire_at: new Date(Date.now() + 26 * HOUR).toISOString(), expire_at_timer: 26 * 3600 } }] }) },
};
