import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverSays } from '../../api/fixtures';
import { answers, fails } from '../../api/http';
import { announcerExcluded, say, SiteFrame } from './storyKit';

const meta = {
  title: 'App/Website/Contact page',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, route: { path: '/{locale}/contact' }, msw: answers() },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

async function fillForm(context: Context, values: { name: string; email: string; subject: string; message: string }) {
  const form = within(context.canvasElement).getByRole('form', { name: say(context, 'website.contactForm.label') });
  const field = (id: string) => within(form).getByRole('textbox', { name: say(context, id) });
  await userEvent.type(field('website.contactForm.name'), values.name);
  await userEvent.type(field('website.contactForm.email'), values.email);
  await userEvent.type(field('website.contactForm.subject'), values.subject);
  await userEvent.type(field('website.contactForm.message'), values.message);
  return form;
}

/** The contact page with the contact details from the server. */
export const Loaded: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.contact.pageTitle') })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /info@example\.com/ })).toHaveAttribute('href', 'mailto:info@example.com');
  },
};

/** Checked in the browser before anything is sent: required fields, e-mail format, lengths. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const form = within(context.canvasElement).getByRole('form', { name: say(context, 'website.contactForm.label') });
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'website.contactForm.send') }));
    await expect(within(form).getAllByText(say(context, 'ds.forms.error.required')).length).toBeGreaterThanOrEqual(4);
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'website.contactForm.email') }), 'sara@');
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'website.contactForm.message') }), 'Short');
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'website.contactForm.send') }));
    await expect(within(form).getByText(say(context, 'authScreens.email.invalid'))).toBeVisible();
    await expect(within(form).getByText(say(context, 'ds.forms.error.tooShort', { min: 10 }))).toBeVisible();
  },
};

/** The same as ValidationErrors, in English. */
export const ValidationErrorsEnglish: Story = { ...ValidationErrors, globals: { locale: 'en' } };

/** The server's 422 field errors show under their fields, and the first one takes focus. */
export const ServerErrors: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(fails('POST /website/contact', 422, 'validation_failed', { errors: { email: 'api.validation.format' }, values: { attribute: 'e-mail' } })),
  },
  play: async (context) => {
    const form = await fillForm(context, { name: 'Sara', email: 'sara@example.com', subject: 'Packages', message: 'Tell me about the packages, please.' });
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'website.contactForm.send') }));
    await expect(await within(form).findByText(serverSays('en', 'api.validation.format', { attribute: 'e-mail' }))).toBeVisible();
    await waitFor(() => expect(within(form).getByRole('textbox', { name: say(context, 'website.contactForm.email') })).toHaveFocus());
  },
};

/** Sent: a confirmation, and the form starts over. */
export const Sent: Story = {
  play: async (context) => {
    const form = await fillForm(context, { name: 'سارة', email: 'sara@example.com', subject: 'الباقات', message: 'أرغب في معرفة تفاصيل الباقات لثلاثة فروع.' });
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'website.contactForm.send') }));
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'website.contactForm.sentTitle'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: say(context, 'website.contactForm.name') })).toHaveValue('');
  },
};

/** Sent, in English: the confirmation. */
export const SentEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const form = await fillForm(context, { name: 'Sara', email: 'sara@example.com', subject: 'Packages', message: 'Tell me about the packages, please.' });
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'website.contactForm.send') }));
    await expect(await within(context.canvasElement).findByText(say(context, 'website.contactForm.sentTitle'))).toBeVisible();
  },
};
