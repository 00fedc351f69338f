import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loading, mockApi, noBankAccount, overrideOperation, serverError } from '../../../app/mocks';
import { BanksPage } from '../../../app/features/banks/BanksPage';
import { a11yWithoutAnnouncer, expectNotice, freshStory, LOAD, withApiRuntime } from './accountKit';

const meta = {
  title: 'App/Dashboard/Banks',
  component: BanksPage,
  decorators: [withApiRuntime],
  parameters: { layout: 'padded', a11y: a11yWithoutAnnouncer, msw: mockApi(), route: { path: '/{locale}/provider-dashboard/banks' } },
  beforeEach: freshStory,
} satisfies Meta<typeof BanksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Account: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحساب البنكي' })).toBeVisible();
    await expect(await canvas.findByText('SA03 8000 0000 6080 1016 7519', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('608010167519')).toBeVisible();
  },
};

/** Changing the saved account opens the form filled with it; cancelling goes back to the account. */
export const EditThenCancel: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change' }, LOAD));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change the bank account' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /IBAN/ })).toHaveValue('SA0380000000608010167519');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('SA03 8000 0000 6080 1016 7519')).toBeVisible();
  },
};

interface AccountLabels {
  bank: string;
  option: string;
  holderLabel: string;
  holder: string;
  numberLabel: string;
}
const english: AccountLabels = { bank: 'Bank', option: 'Al Rajhi Bank', holderLabel: 'Account holder name', holder: 'Elegance Salon', numberLabel: 'Account number' };
const arabic: AccountLabels = { bank: 'البنك', option: 'مصرف الراجحي', holderLabel: 'اسم صاحب الحساب', holder: 'صالون الأناقة', numberLabel: 'رقم الحساب' };

const fillAccount = async (canvasElement: HTMLElement, { bank, option, holderLabel, holder, numberLabel }: AccountLabels) => {
  const canvas = within(canvasElement);
  const combobox = await canvas.findByRole('combobox', { name: new RegExp(bank) }, LOAD);
  await userEvent.type(combobox, option.slice(0, 4));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }, LOAD));
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(holderLabel) }), holder);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${numberLabel}`) }), '608010167519');
};

export const IbanCheckedAsYouType: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(noBankAccount()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const iban = await canvas.findByRole('textbox', { name: /IBAN/ }, LOAD);
    await userEvent.type(iban, 'GB');
    await expect(await canvas.findByText('A Saudi IBAN starts with SA.')).toBeVisible();
    await userEvent.clear(iban);
    await userEvent.type(iban, 'sa03 8000 0000 6080 1016 7518');
    await expect(await canvas.findByText(/The check digits do not match/)).toBeVisible();
    await userEvent.type(iban, '{Backspace}9');
    await waitFor(() => expect(canvas.queryByText(/The check digits do not match/)).toBeNull());
  },
};

/** Saving with nothing filled in names every missing field. */
export const RequiredFields: Story = {
  parameters: { msw: mockApi(noBankAccount()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'حفظ الحساب' }, LOAD));
    await expect(await canvas.findByText('اختر البنك.')).toBeVisible();
    await expect(canvas.getByText('أدخل اسم صاحب الحساب (من 2 إلى 100 حرف).')).toBeVisible();
    await expect(canvas.getByText('رقم الحساب من 6 إلى 20 رقمًا.')).toBeVisible();
    await expect(canvas.getByText('أدخل رقم الآيبان.')).toBeVisible();
  },
};

export const SavedRemovesTheBanner: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(noBankAccount()) },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement, english);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /IBAN/ }), 'SA0380000000608010167519');
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }));
    await expectNotice(/saved/i);
    await expect(await canvas.findByText('SA03 8000 0000 6080 1016 7519')).toBeVisible();
  },
};

export const SavedArabic: Story = {
  parameters: { msw: mockApi(noBankAccount()) },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement, arabic);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /الآيبان/ }), 'SA0380000000608010167519');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ الحساب' }));
    await expectNotice(/حفظ/);
    await expect(await canvas.findByText('SA03 8000 0000 6080 1016 7519')).toBeVisible();
  },
};

export const ServerRefusesTheIban: Story = {
  globals: { locale: 'en' },
  parameters: {
    // The first matching handler answers: the refusal goes before the no-bank-account world.
    msw: mockApi(
      overrideOperation('updateProviderBankSetting', ({ response }) =>
        response(422).json({ code: 'validation_failed', message: 'The given data was invalid.', errors: { iban: ['The IBAN does not belong to the chosen bank.'] } }),
      ),
      noBankAccount(),
    ),
  },
  play: async ({ canvasElement }) => {
    await fillAccount(canvasElement, english);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /IBAN/ }), 'SA0380000000608010167519');
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }));
    await expect(await canvas.findByText('The IBAN does not belong to the chosen bank.', {}, LOAD)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('getBankAccount')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحساب البنكي' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'حفظ الحساب' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(serverError('getBankAccount')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The bank account could not be loaded.', {}, LOAD)).toBeVisible();
    // Not an empty form inviting a new account over the one that may exist.
    await expect(canvas.queryByRole('button', { name: 'Save account' })).toBeNull();
  },
};
