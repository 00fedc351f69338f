import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundPage } from '../../app/pages/NotFound/NotFoundPage';

const meta = {
  title: 'App/Pages/Not found',
  component: NotFoundPage,
  parameters: {
    layout: 'fullscreen',
    route: {
      path: '/{locale}/some/missing/page',
      routes: {
        '/:locale': <p data-testid="landed">public home</p>,
        '/:locale/provider-dashboard': <p data-testid="landed">provider dashboard</p>,
      },
    },
  },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page in Arabic. */
export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'تعذّر العثور على هذه الصفحة' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'العودة إلى الرئيسية' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent('public home');
  },
};

/** The page in English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go home' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent('public home');
  },
};

/** A wrong address inside the provider dashboard: the way back leads to the dashboard. */
export const InsideProviderDashboard: Story = {
  globals: { locale: 'en' },
  parameters: {
    route: {
      path: '/{locale}/provider-dashboard/no-such-screen',
      routes: {
        '/:locale': <p data-testid="landed">public home</p>,
        '/:locale/provider-dashboard': <p data-testid="landed">provider dashboard</p>,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go home' }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent('provider dashboard');
  },
};

/** The page in Urdu. */
export const Urdu: Story = { globals: { locale: 'ur' } };
