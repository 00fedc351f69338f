import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListFilters } from '../../../app/features/dashboard/ListFilters';
import { readListParams, type ListUpdate } from '../../../app/features/dashboard/listParams';
import { isLocale } from '../../../app/i18n/locales';
import { demo } from '../../api/fixtures';
import { say } from '../website/storyKit';

/** The filter bar as the services list shows it (with the salon filter), or the salons list (without). */
function Filters({ update, address, withSalon, locale }: { update: ListUpdate; address: string; withSalon: boolean; locale: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const salons = demo(isLocale(locale) ? locale : 'ar')['GET /provider/salons'].data;
  return (
    <ListFilters
      params={readListParams(new URLSearchParams(address), ['salon_id', 'is_active'])}
      update={update}
      searchLabel={t(withSalon ? 'services.search' : 'salons.search')}
      salon={withSalon ? { label: t('services.field.salon'), allLabel: t('services.filter.allSalons'), salons } : undefined}
      status={{ label: t('services.field.status'), allLabel: t('services.filter.allStatuses'), activeLabel: t('services.filter.active'), inactiveLabel: t('services.filter.inactive') }}
    />
  );
}

/** What the bar asked the list to change (`useListParams`' update). */
const update = fn<ListUpdate>();

const meta = {
  title: 'App/Dashboard/List filters',
  component: ListFilters,
  render: (_args, context) => (
    <Filters update={context.parameters.update} address={context.parameters.address ?? ''} withSalon={context.parameters.withSalon ?? true} locale={String(context.globals.locale)} />
  ),
  parameters: { a11y: { test: 'error' } },
  beforeEach: () => {
    update.mockClear();
  },
  // The component's props are built by the render above, in the story's language.
  args: { params: readListParams(new URLSearchParams(), []), update: fn(), searchLabel: '', status: { label: '', allLabel: '', activeLabel: '', inactiveLabel: '' } },
} satisfies Meta<typeof ListFilters>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);
const choose = async (context: Context, label: string, option: string) => {
  await userEvent.click(within(context.canvasElement).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await body().findByRole('option', { name: option }));
};

/** All of a salon's things: a search sent on Enter, a salon and a status, each to the address. */
export const Arabic: Story = {
  parameters: { update },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'services.search') }), 'قص{Enter}');
    await expect(update).toHaveBeenLastCalledWith({ search: 'قص' });
    const salon = demo('ar')['GET /provider/salons'].data[1]!;
    await choose(context, say(context, 'services.field.salon'), salon.name);
    await expect(update).toHaveBeenLastCalledWith({ salon_id: String(salon.id) });
    await choose(context, say(context, 'services.field.status'), say(context, 'services.filter.inactive'));
    await expect(update).toHaveBeenLastCalledWith({ is_active: '0' });
  },
};

/** Filters read from the address; choosing "all" again takes the filter out of it; clearing the search too. */
export const FromTheAddress: Story = {
  globals: { locale: 'en' },
  parameters: { update, address: '?search=fade&salon_id=1&is_active=1' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('searchbox', { name: say(context, 'services.search') })).toHaveValue('fade');
    await expect(canvas.getByRole('button', { name: new RegExp(say(context, 'services.field.status')) })).toHaveTextContent(say(context, 'services.filter.active'));
    await expect(canvas.getByRole('button', { name: new RegExp(say(context, 'services.field.salon')) })).toHaveTextContent(demo('en')['GET /provider/salons'].data[0]!.name);
    await choose(context, say(context, 'services.field.status'), say(context, 'services.filter.allStatuses'));
    await expect(update).toHaveBeenLastCalledWith({ is_active: null });
    // Escape empties a search field (React Aria's SearchField), as its clear button does.
    await userEvent.click(canvas.getByRole('searchbox', { name: say(context, 'services.search') }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox', { name: say(context, 'services.search') })).toHaveValue('');
    await expect(update).toHaveBeenLastCalledWith({ search: '' });
  },
};

/** The salons list: no salon filter. */
export const WithoutSalons: Story = {
  globals: { locale: 'en' },
  parameters: { update, withSalon: false },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('searchbox', { name: say(context, 'salons.search') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: new RegExp(say(context, 'services.field.salon')) })).toBeNull();
    await expect(canvas.getByRole('button', { name: new RegExp(say(context, 'services.field.status')) })).toBeVisible();
  },
};
