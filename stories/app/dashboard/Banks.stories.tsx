import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BanksPage } from '../../../app/features/banks/BanksPage';
import { bankAccount, demo, serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Banks',
  component: BanksPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/banks'),
  beforeEach: freshStory,
} satisfies Meta<typeof BanksPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const IBAN_SHOWN = 'SA03 8000 0000 6080 1016 7519';

/** The saved payout account, its IBAN in groups of four. */
export const Account: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'banks.title') })).toBeVisible();
    await expect(await canvas.findByText(IBAN_SHOWN, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('608010167519')).toBeVisible();
  },
};

/** Changing the saved account opens the form filled with it; cancelling goes back to the account. */
export const EditThenCancel: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'banks.edit') }, LOAD));
    await expect(canvas.getByRole('heading', { level: 2, name: say(context, 'banks.editTitle') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /IBAN/ })).toHaveValue('SA0380000000608010167519');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'banks.cancel') }));
    await expect(await canvas.findByText(IBAN_SHOWN)).toBeVisible();
  },
};

// A provider without a bank account until this story saves one (the server then answers it).
let saved = false;
const withoutAccountUntilSaved = [
  ok('GET /provider/bank-account', ({ locale }) => ({ data: saved ? bankAccount(locale) : null, message: '' })),
  ok('GET /provider/auth/profile', ({ locale }) => ({ data: { ...demo(locale)['GET /provider/auth/profile'].data, bank_account: saved ? bankAccount(locale) : null }, message: '' })),
  ok('PUT /provider/auth/profile/bank-setting', ({ locale }) => {
    saved = true;
    return demo(locale)['PUT /provider/auth/profile/bank-setting'];
  }),
];
const noAccountYet = {
  decorators: [asOwner(undefined, { bank_account: null })],
  beforeEach: () => {
    saved = false;
  },
};

const fillAccount = async (context: Context) => {
  const canvas = within(context.canvasElement);
  const locale = context.globals.locale as Locale;
  const bank = demo(locale)['GET /provider/banks'].data[0]!.name;
  const combobox = await canvas.findByRole('combobox', { name: new RegExp(say(context, 'banks.field.bank')) }, LOAD);
  await userEvent.type(combobox, bank.slice(0, 4));
  await userEvent.click(await within(document.body).findByRole('option', { name: bank }, LOAD));
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(say(context, 'banks.field.holder')) }), bankAccount(locale).account_holder_name);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${say(context, 'banks.field.accountNumber')}`) }), '608010167519');
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(say(context, 'banks.field.iban')) }), 'SA0380000000608010167519');
};

/** The IBAN is checked as it is typed: the country, then the check digits. */
export const IbanCheckedAsYouType: Story = {
  ...noAccountYet,
  globals: { locale: 'en' },
  parameters: { msw: answers(withoutAccountUntilSaved) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const iban = await canvas.findByRole('textbox', { name: /IBAN/ }, LOAD);
    await userEvent.type(iban, 'GB');
    await expect(await canvas.findByText(say(context, 'banks.iban.country'))).toBeVisible();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'sa03 8000 0000 6080 1016 7518');
    await expect(await canvas.findByText(say(context, 'banks.iban.checksum'))).toBeVisible();
    await userEvent.type(iban, '{Backspace}9');
    await waitFor(() => expect(canvas.queryByText(say(context, 'banks.iban.checksum'))).toBeNull());
  },
};

/** Saving with nothing filled in names every missing field. */
export const RequiredFields: Story = {
  ...noAccountYet,
  parameters: { msw: answers(withoutAccountUntilSaved) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'banks.save') }, LOAD));
    await expect(await canvas.findByText(say(context, 'banks.problem.bank'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'banks.problem.holder'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'banks.problem.accountNumber'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'banks.iban.required'))).toBeVisible();
  },
};

/** A provider without an account adds one: a notice, the account, and the red banner goes. */
export const SavedRemovesTheBanner: Story = {
  ...noAccountYet,
  globals: { locale: 'en' },
  parameters: { msw: answers(withoutAccountUntilSaved) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'providerShell.bank.missing'), {}, LOAD)).toBeVisible();
    await fillAccount(context);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'banks.save') }));
    await expectNotice(serverSays(context.globals.locale as Locale, 'api.booking.bank.saved'));
    await expect(await canvas.findByText(IBAN_SHOWN, {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(say(context, 'providerShell.bank.missing'))).toBeNull(), LOAD);
  },
};

/** The same in Arabic. */
export const SavedArabic: Story = {
  ...SavedRemovesTheBanner,
  globals: { locale: 'ar' },
};

/** The server refuses the IBAN (another bank's): its reason under the field. */
export const ServerRefusesTheIban: Story = {
  ...noAccountYet,
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      fails('PUT /provider/auth/profile/bank-setting', 422, 'validation_failed', { errors: { iban: 'api.booking.iban.other_bank' } }),
      withoutAccountUntilSaved,
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fillAccount(context);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'banks.save') }));
    await expect(await canvas.findByText(serverSays('en', 'api.booking.iban.other_bank'), {}, LOAD)).toBeVisible();
  },
};

/** While the account loads: a placeholder, no form. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/bank-account')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'banks.title') })).toBeVisible();
    await expect(canvas.getByRole('main').querySelector('[data-skeleton]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: say(context, 'banks.save') })).toBeNull();
  },
};

/** The account fails to load: said so, and no empty form inviting a new account over one that may exist. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('GET /provider/bank-account', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'banks.loadFailed'), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say(context, 'banks.save') })).toBeNull();
  },
};
