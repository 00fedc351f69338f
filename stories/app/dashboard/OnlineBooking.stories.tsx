import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '../../../api-spec';
import OnlineBookingPage from '../../../app/features/online-booking/OnlineBookingPage';
import { demo, onlineSettings, serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// What the story's server was sent, and the clipboard the share panel writes to (reset before each story).
const sent: Schema<'OnlineBookingSettingsInput'>[] = [];
const clipboard = { writeText: fn(async (_text: string) => undefined) };

const settingsApi = [
  ok('GET /provider/salons/{id}/online-booking', ({ params }) => ({ data: onlineSettings(Number(params.id) === 2 ? 2 : 1), message: '' })),
  ok('PUT /provider/salons/{id}/online-booking', async ({ locale, request }) => {
    const body = (await request.json()) as Schema<'OnlineBookingSettingsInput'>;
    sent.push(body);
    const saved = { ...onlineSettings(1), ...body, slug: body.slug, public_path: `/ar/s/${body.slug}`, old_slugs: ['elegance', 'elegance-salon'].filter((s) => s !== body.slug) };
    return { ...demo(locale)['PUT /provider/salons/{id}/online-booking'], data: saved };
  }),
];

const meta = {
  title: 'App/Dashboard/Online booking',
  component: OnlineBookingPage,
  decorators: [inDashboard(), asOwner()],
  parameters: { ...dashboard('/online-booking'), msw: answers(settingsApi) },
  beforeEach: () => {
    freshStory();
    sent.length = 0;
    clipboard.writeText.mockClear();
    const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (own) Object.defineProperty(Navigator.prototype, 'clipboard', own);
    };
  },
} satisfies Meta<typeof OnlineBookingPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const localeOf = (context: Context) => context.globals.locale as Locale;
/** The Riyadh salon's name in a language. */
const salonName = (locale: Locale) => demo(locale)['GET /provider/salons'].data[0]!.name;
const slugField = (context: Context) => within(context.canvasElement).findByRole('textbox', { name: new RegExp(say(context, 'onlineBooking.slug')) }, LOAD);
const rules = async (context: Context) => within(await within(context.canvasElement).findByRole('form', { name: say(context, 'onlineBooking.form') }, LOAD));

/** The Riyadh salon's rules as saved (each booking approved by the owner), and its share panel with the QR code. */
export const Settings: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'onlineBooking.title') })).toBeVisible();
    await expect(await slugField(context)).toHaveValue('elegance-salon');
    const form = await rules(context);
    await expect(form.getByRole('switch', { name: say(context, 'onlineBooking.enabled') })).toBeChecked();
    await expect(form.getByRole('radio', { name: new RegExp(say(context, 'onlineBooking.confirmation.approve')) })).toBeChecked();
    // The earlier address still leads here.
    await expect(form.getByText(/elegance(?!-)/)).toBeVisible();
    await expect(await canvas.findByRole('img', { name: say(context, 'onlineBooking.share.qrAlt', { salon: salonName(localeOf(context)) }) }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /\/ar\/s\/elegance-salon/ })).toBeVisible();
  },
};

/** Changing the address: typed as a slug is written (lower case, hyphens), saved, and the share panel follows it. */
export const ChangeSlug: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const slug = await slugField(context);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Elegance Olaya');
    await expect(slug).toHaveValue('elegance-olaya');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'onlineBooking.save') }));
    await expectNotice(serverSays('en', 'api.online.saved'));
    await expect(sent[0]).toMatchObject({ slug: 'elegance-olaya', enabled: true, auto_confirm: false, service_ids: [1, 2, 3, 4] });
    await expect(await canvas.findByRole('link', { name: /\/en\/s\/elegance-olaya/ }, LOAD)).toBeVisible();
  },
};

/** An address another salon has (409 slug_taken): the server's words under the field, the field named invalid. */
export const SlugTaken: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('PUT /provider/salons/{id}/online-booking', 409, 'slug_taken', { message: 'api.online.slug_taken' }), settingsApi) },
  play: async (context) => {
    const slug = await slugField(context);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'barber');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: say(context, 'onlineBooking.save') }));
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'), LOAD);
    await expect(slug).toHaveAccessibleDescription(expect.stringContaining(serverSays('en', 'api.online.slug_taken')));
  },
};

/** A malformed address is named before anything is sent, in Arabic. */
export const SlugMalformed: Story = {
  play: async (context) => {
    const slug = await slugField(context);
    await userEvent.clear(slug);
    await userEvent.type(slug, 'ab');
    await userEvent.click(within(context.canvasElement).getByRole('button', { name: say(context, 'onlineBooking.save') }));
    await expect(await within(context.canvasElement).findByText(say(context, 'onlineBooking.problem.slugLength', { min: 3, max: 60 }))).toBeVisible();
    await expect(sent).toHaveLength(0);
  },
};

/** A salon never saved: online booking off, the server's suggested address filled in, nothing to share yet. */
export const NeverSaved: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/online-booking?salon=2' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await slugField(context)).toHaveValue('waterfront-barbers');
    const form = await rules(context);
    await expect(form.getByRole('switch', { name: say(context, 'onlineBooking.enabled') })).not.toBeChecked();
    await expect(form.getByRole('radio', { name: new RegExp(say(context, 'onlineBooking.confirmation.auto')) })).toBeChecked();
    await expect(canvas.getByText(say(context, 'onlineBooking.share.notYet'))).toBeVisible();
  },
};

/** Sharing: the link copied, ready texts for Instagram and WhatsApp, and a WhatsApp link carrying the message; in Arabic for Arabic customers. */
export const Share: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const salon = salonName('en');
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'onlineBooking.share.copyLink') }, LOAD));
    await expectNotice(say(context, 'onlineBooking.share.copied', { what: say(context, 'onlineBooking.share.what.link') }));
    await expect(clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/en/s/elegance-salon`);
    const whatsapp = canvas.getByRole('textbox', { name: say(context, 'onlineBooking.share.whatsapp') });
    await expect((whatsapp as HTMLTextAreaElement).value).toContain(salon);
    const share = canvas.getByRole('link', { name: say(context, 'onlineBooking.share.openWhatsapp') });
    await expect(new URL(share.getAttribute('href') ?? '').searchParams.get('text')).toBe((whatsapp as HTMLTextAreaElement).value);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'onlineBooking.share.language')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'العربية' }));
    const arabicName = salonName('ar');
    const instagram = () => (canvas.getByRole('textbox', { name: say(context, 'onlineBooking.share.instagram') }) as HTMLTextAreaElement).value;
    await waitFor(() => expect(instagram()).toContain(arabicName), LOAD);
    await expect(instagram()).toContain('/ar/s/elegance-salon');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'onlineBooking.share.copyInstagram') }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenLastCalledWith(expect.stringContaining(arabicName)));
  },
};

/** Online booking switched off: the share panel warns that the link shows "not found" until it is on. */
export const SwitchedOff: Story = {
  parameters: { msw: answers(ok('GET /provider/salons/{id}/online-booking', { data: { ...onlineSettings(1), enabled: false }, message: '' })) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'onlineBooking.share.off'), {}, LOAD)).toBeVisible();
  },
};

/** While the settings load: placeholders, no form. */
export const Loading: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(loading('GET /provider/salons/{id}/online-booking')) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('button', { name: new RegExp(say(context, 'reservations.filter.salon')) }, LOAD)).toBeVisible();
    await expect(within(context.canvasElement).queryByRole('form', { name: say(context, 'onlineBooking.form') })).toBeNull();
  },
};

/** The settings do not load: a failure with a way to try again, not an empty form. */
export const LoadFailed: Story = {
  parameters: { msw: answers(fails('GET /provider/salons/{id}/online-booking', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'dashboard.loadFailed.title', { what: say(context, 'onlineBooking.what') }), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: say(context, 'onlineBooking.form') })).toBeNull();
  },
};
