import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServiceFormPage } from '../../../app/features/services/ServiceFormPage';
import { ServicesPage } from '../../../app/features/services/ServicesPage';
import { demo, page } from '../../api/fixtures';
import { answers, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Services',
  component: ServicesPage,
  decorators: [inDashboard({ ':locale/provider-dashboard/services/create': <ServiceFormPage /> }), asOwner()],
  parameters: dashboard('/services'),
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services with their prices and durations, in Arabic digits. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'services.title') })).toBeVisible();
    await canvas.findAllByText(demo('ar')['GET /provider/services'].data[1]!.name, {}, LOAD);
    await expect(canvas.getByRole('main').textContent).toMatch(/[٠-٩]+٫[٠-٩]{2}/);
  },
};

/** A search the server finds nothing for: said so (the search stays in the address). */
export const SearchKeptInTheAddress: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(ok('GET /provider/services', ({ locale, url }) => (url.searchParams.get('search') ? page('/provider/services', []) : demo(locale)['GET /provider/services']))),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByText(/SAR/, {}, LOAD);
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'services.search') }), 'zzzz-no-such-service{Enter}');
    await expect(await canvas.findByText(say(context, 'services.empty.filtered'), {}, LOAD)).toBeVisible();
  },
};

/** While the services load: placeholder rows. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/services')) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: say(context, 'services.title') })).toBeVisible();
  },
};

/** No service yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/services', page('/provider/services', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'services.empty.title'), {}, LOAD)).toBeVisible();
  },
};

/** The new-service form refuses an empty save: the required fields say what is missing. */
export const CreateFormValidation: Story = {
  globals: { locale: 'en' },
  render: () => <ServiceFormPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/services/create' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('main').querySelector('[data-invalid]')).not.toBeNull());
  },
};
