import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Icon, VisuallyHidden } from '../../design-system';

const meta = {
  title: 'Design system/Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'الإشعارات' },
  render: (args) => (
    <Button tone="neutral">
      <Icon name="bell" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Text for screen readers only: it takes no space on screen but is read and becomes part of accessible names (e.g. a button that shows only an icon, a table caption the layout already implies). Prefer visible text; for icon-only buttons prefer IconButton, which requires a label. Never hide focusable content with it.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'الإشعارات' });
    const hidden = within(canvasElement).getByText('الإشعارات');
    await expect(button).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Notifications' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  },
};
