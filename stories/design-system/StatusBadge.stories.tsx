import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusBadgePackageStatuses, statusBadgeReservationStatuses, statusBadgeSizes, statusBadgeStatuses } from '../../design-system';
import { messageOf } from './support/sample';

const meta = {
  title: 'Design system/Feedback/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending', size: 'medium' },
  argTypes: {
    status: { control: 'select', options: statusBadgeStatuses },
    size: { control: 'inline-radio', options: statusBadgeSizes },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The status of a reservation (`pending`, `confirmed`, `completed`, `cancelled`, `no_show`) or a package (`active`, `expiring`, `expired`) in a table cell or card. The words come from the design system\'s messages, so every screen names a status the same way in all four languages; each status has its own icon, so colour is never the only signal. Accessibility: it is plain text (no role); the icon is decorative. Instead: For a message about the page use Alert or Banner; for a count in the navigation use the Sidebar badge.',
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.feedback.status.pending'))).toBeInTheDocument();
  },
};

/** Every reservation status. */
export const ReservationStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statusBadgeReservationStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    for (const id of ['pending', 'confirmed', 'completed', 'cancelled', 'noShow']) await expect(canvas.getByText(messageOf(loaded, `ds.feedback.status.${id}`))).toBeInTheDocument();
    const icons = [...canvasElement.querySelectorAll('[data-status] svg')].map((svg) => svg.getAttribute('data-icon'));
    await expect(new Set(icons).size).toBe(statusBadgeReservationStatuses.length);
  },
};

/** Every package status. */
export const PackageStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statusBadgePackageStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    for (const status of statusBadgePackageStatuses) await expect(canvas.getByText(messageOf(loaded, `ds.feedback.status.${status}`))).toBeInTheDocument();
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {statusBadgeSizes.map((size) => (
        <StatusBadge key={size} status="confirmed" size={size} />
      ))}
    </div>
  ),
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statusBadgeStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('İptal edildi')).toBeInTheDocument();
  },
};

/** In Urdu. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { status: 'no_show' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByText('حاضر نہیں ہوا')).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statusBadgeStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    for (const label of ['Pending', 'Confirmed', 'Completed', 'Cancelled', 'No-show', 'Active', 'Expiring soon', 'Expired']) {
      await expect(within(canvasElement).getByText(label)).toBeInTheDocument();
    }
  },
};
