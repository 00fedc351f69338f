import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DialogTrigger, HijriPreference, IconButton, NOTIFICATION_PLACEHOLDER_COUNT, NotificationCard, Popover, type NotificationGroup } from '../../design-system';
import { formatIn, inLocale, mapLocales, messageOf, perLocale } from './support/sample';

// 12:00 in Riyadh on 22 November 2026.
const NOW = Date.parse('2026-11-22T09:00:00Z');

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const sample = perLocale({
  ar: {
    path: '/ar',
    bell: 'الإشعارات، ٢ غير مقروءة',
    popover: 'الإشعارات',
    items: [
      { title: 'حجز جديد', body: 'حجز أحمد قص شعر مع خالد الساعة ٤:٣٠ م' },
      { title: 'إلغاء حجز', body: 'ألغى سعد موعده يوم الأحد' },
      { title: 'إيداع في المحفظة', body: 'أضيف ١٥٠ ر.س. إلى رصيدك' },
      { title: 'رابع لا يظهر', body: 'المجموعة تعرض ثلاثة فقط' },
      { title: 'باقتك تنتهي قريبًا', body: 'تنتهي باقتك الذهبية بعد ثلاثة أيام' },
      { title: 'مجموعة ثالثة لا تظهر', body: 'تعرض البطاقة يومين فقط' },
    ],
  },
  en: {
    path: '/en',
    bell: 'Notifications, 2 unread',
    popover: 'Notifications',
    items: [
      { title: 'New reservation', body: 'Ahmed booked a haircut with Khalid at 4:30 PM' },
      { title: 'Reservation cancelled', body: 'Saad cancelled his appointment on Sunday' },
      { title: 'Wallet credit', body: 'SAR 150 was added to your balance' },
      { title: 'A fourth that is not shown', body: 'A day shows three at most' },
      { title: 'Your package ends soon', body: 'Your gold package ends in three days' },
      { title: 'A third day that is not shown', body: 'The card shows two days only' },
    ],
  },
  tr: {
    path: '/tr',
    bell: 'Bildirimler, 2 okunmamış',
    popover: 'Bildirimler',
    items: [
      { title: 'Yeni rezervasyon', body: 'Ahmed, saat 16:30 için Halid ile saç kesimi ayırttı' },
      { title: 'Rezervasyon iptali', body: 'Saad pazar günkü randevusunu iptal etti' },
      { title: 'Cüzdana para yatırıldı', body: 'Bakiyenize 150 SAR eklendi' },
      { title: 'Gösterilmeyen dördüncü', body: 'Bir gün en çok üç bildirim gösterir' },
      { title: 'Paketiniz yakında bitiyor', body: 'Altın paketiniz üç gün sonra bitiyor' },
      { title: 'Gösterilmeyen üçüncü gün', body: 'Kart yalnızca iki gün gösterir' },
    ],
  },
  ur: {
    path: '/ur',
    bell: 'اطلاعات، ۲ غیر پڑھی',
    popover: 'اطلاعات',
    items: [
      { title: 'نئی بکنگ', body: 'احمد نے خالد کے ساتھ شام ۴:۳۰ بجے بال کٹوانے کی بکنگ کی' },
      { title: 'بکنگ منسوخ', body: 'سعد نے اتوار کی ملاقات منسوخ کر دی' },
      { title: 'والٹ میں رقم', body: 'آپ کے بیلنس میں ۱۵۰ ریال شامل ہوئے' },
      { title: 'چوتھی جو نظر نہیں آتی', body: 'ایک دن میں زیادہ سے زیادہ تین دکھتی ہیں' },
      { title: 'آپ کا پیکج جلد ختم ہو رہا ہے', body: 'آپ کا گولڈ پیکج تین دن میں ختم ہو جائے گا' },
      { title: 'تیسرا دن جو نظر نہیں آتا', body: 'کارڈ صرف دو دن دکھاتا ہے' },
    ],
  },
});

type Sample = (typeof sample)['ar'];

/** The notifications of one locale's sample: two days shown, a third and a fourth item that are not. */
const groupsOf = ({ path, items }: Sample): NotificationGroup[] => {
  const [n1, n2, n3, n4, n5, n6] = items;
  return [
    {
      date: '2026-11-22',
      items: [
        { id: 'n1', ...n1!, createdAt: '2026-11-22T08:40:00Z', isRead: false, href: `${path}/provider-dashboard/reservations/r1` },
        { id: 'n2', ...n2!, createdAt: '2026-11-22T07:15:00Z', isRead: false, href: `${path}/provider-dashboard/reservations/r2` },
        { id: 'n3', ...n3!, createdAt: '2026-11-22T06:05:00Z', isRead: true },
        { id: 'n4', ...n4!, createdAt: '2026-11-22T05:00:00Z', isRead: false },
      ],
    },
    { date: '2026-11-21', items: [{ id: 'n5', ...n5!, createdAt: '2026-11-21T15:20:00Z', isRead: true }] },
    { date: '2026-11-18', items: [{ id: 'n6', ...n6!, createdAt: '2026-11-18T10:00:00Z', isRead: false }] },
  ];
};

const localeArgs = mapLocales(sample, (t) => ({ groups: groupsOf(t), viewAllHref: `${t.path}/provider-dashboard/notifcation` }));
const allRead = mapLocales(localeArgs, ({ groups }) => ({ groups: groups.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item, isRead: true })) })) }));

/** A name matcher for a button whose accessible name contains `text` (a pending button adds a spinner's words). */
const containing = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Design system/Data/NotificationCard',
  component: NotificationCard,
  args: {
    ...localeArgs.ar,
    onMarkAllRead: fn(),
    isLoading: false,
    isMarkingAllRead: false,
    now: NOW,
    timeZone: 'Asia/Riyadh',
  },
  argTypes: { groups: { control: 'object' }, now: { control: 'date' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'card',
    docs: {
      description: {
        component:
          'The content of the notification dropdown in the top bar: the two latest days of notifications with at most three each (`NOTIFICATION_GROUP_LIMIT`, `NOTIFICATIONS_PER_GROUP_LIMIT`), "Mark all as read" (only while something is unread), and a link to the full list. While loading it shows exactly four placeholder entries (`NOTIFICATION_PLACEHOLDER_COUNT`). For the full notifications page use a list or Table instead. At least 25rem wide, the full width of a phone. Accessibility: a labelled section with a heading per day; unread items carry the word "Unread" for screen readers besides the dot; loading is announced through a status message.',
      },
    },
  },
} satisfies Meta<typeof NotificationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const t = inLocale(sample, globals);
    const card = canvas.getByRole('region', { name: messageOf(loaded, 'ds.data.notifications.title') });
    await expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(400);
    // Two days, three notifications in the first.
    await expect(canvas.getByRole('heading', { name: messageOf(loaded, 'ds.data.notifications.today') })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: messageOf(loaded, 'ds.data.notifications.yesterday') })).toBeInTheDocument();
    await expect(canvas.queryByText(t.items[5]!.title)).not.toBeInTheDocument();
    await expect(canvas.queryByText(t.items[3]!.title)).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // Unread is said in words, not only by the dot.
    await expect(canvas.getAllByText(messageOf(loaded, 'ds.data.notifications.unread'))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: messageOf(loaded, 'ds.data.notifications.markAllRead') }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: messageOf(loaded, 'ds.data.notifications.viewAll') })).toHaveAttribute('href', `${t.path}/provider-dashboard/notifcation`);
  },
};

/** While its content loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messageOf(loaded, 'ds.data.notifications.loading'));
    await expect(canvasElement.querySelectorAll('[data-placeholder]')).toHaveLength(NOTIFICATION_PLACEHOLDER_COUNT);
    await expect(NOTIFICATION_PLACEHOLDER_COUNT).toBe(4);
    await expect(canvas.queryByRole('button', { name: messageOf(loaded, 'ds.data.notifications.markAllRead') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** With nothing to show. */
export const Empty: Story = {
  args: { groups: [] },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageOf(loaded, 'ds.data.notifications.empty'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: messageOf(loaded, 'ds.data.notifications.markAllRead') })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: messageOf(loaded, 'ds.data.notifications.viewAll') })).toBeInTheDocument();
  },
};

/** Every notification read. */
export const AllRead: Story = {
  args: { ...allRead.ar },
  parameters: { localeArgs: allRead },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(formatIn(globals, loaded, 'ds.data.notifications.unreadCount', { count: 0 }))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: messageOf(loaded, 'ds.data.notifications.markAllRead') })).not.toBeInTheDocument();
    await expect(canvas.queryByText(messageOf(loaded, 'ds.data.notifications.unread'))).not.toBeInTheDocument();
  },
};

/** Marking all as read: waiting for the server. */
export const MarkingAllRead: Story = {
  args: { isMarkingAllRead: true },
  play: async ({ canvasElement, args, loaded }) => {
    const button = within(canvasElement).getByRole('button', { name: containing(messageOf(loaded, 'ds.data.notifications.markAllRead')) });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onMarkAllRead).not.toHaveBeenCalled();
  },
};

/** A notification under the pointer. */
export const HoveredItem: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: containing(inLocale(sample, globals).items[0]!.title) });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: messageOf(loaded, 'ds.data.notifications.markAllRead') });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: containing(inLocale(sample, globals).items[0]!.title) });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    groups: [
      {
        date: '2026-11-22',
        items: [
          {
            id: 'l1',
            title: 'تم تأكيد الحجز الجماعي لعائلة العبدالرحمن في صالون النخبة للحلاقة الرجالية',
            body: 'يشمل الحجز قص الشعر وتهذيب اللحية والعناية بالبشرة لخمسة أشخاص مع ثلاثة حلاقين، ويرجى تجهيز الكراسي قبل الموعد بخمس عشرة دقيقة',
            createdAt: '2026-11-22T08:00:00Z',
            isRead: false,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    viewAllHref: '/tr/provider-dashboard/notifcation',
    groups: [
      {
        date: '2026-11-22',
        items: [
          {
            id: 't1',
            title: 'Rezervasyonunuz başarıyla onaylandı ve müşteriye bilgilendirme mesajı gönderildi',
            body: 'Müşterinin randevusu cumartesi günü öğleden sonra saat dörtte berberiniz Mehmet ile gerçekleştirilecektir',
            createdAt: '2026-11-22T08:00:00Z',
            isRead: false,
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tümünü okundu olarak işaretle' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Bugün' })).toBeInTheDocument();
  },
};

/** In the top bar's dropdown: one frame, the popover's; the card draws none of its own (`framed={false}`, Popover `flush`). */
export const InPopover: Story = {
  args: { framed: false },
  render: (args, { globals }) => (
    <DialogTrigger>
      <IconButton icon="bell" label={inLocale(sample, globals).bell} />
      <Popover aria-label={inLocale(sample, globals).popover} placement="bottom end" flush>
        <NotificationCard {...args} />
      </Popover>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const t = inLocale(sample, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.bell }));
    // The popover renders into document.body.
    const body = within(canvasElement.ownerDocument.body);
    const card = await body.findByRole('region', { name: messageOf(loaded, 'ds.data.notifications.title') });
    const dialog = body.getByRole('dialog', { name: t.popover });
    const popover = dialog.parentElement!;
    await expect(getComputedStyle(card).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await expect(getComputedStyle(popover).borderTopWidth).not.toBe('0px');
    await expect(getComputedStyle(dialog).paddingTop).toBe('0px');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    viewAllHref: '/en/provider-dashboard/notifcation',
    groups: [
      {
        date: '2026-11-22',
        items: [
          { id: 'e1', title: 'New reservation', body: 'Ahmed booked a haircut with Khalid at 4:30 PM', createdAt: '2026-11-22T08:40:00Z', isRead: false, href: '/en/provider-dashboard/reservations/r1' },
          { id: 'e2', title: 'Wallet credit', body: 'SAR 150 was added to your balance', createdAt: '2026-11-22T06:05:00Z', isRead: true },
        ],
      },
      { date: '2026-11-16', items: [{ id: 'e3', title: 'Package renewed', body: 'Gold package renewed for a month', createdAt: '2026-11-16T10:00:00Z', isRead: true }] },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Monday, November 16' })).toBeInTheDocument();
    await expect(canvas.getByText('1 unread notification')).toBeInTheDocument();
    // 08:40 UTC is 11:40 in Riyadh.
    await expect(canvas.getByText(/^11:40\sAM$/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** Two days later: both days are dates, each heading with its Umm al-Qura date beside it in Arabic (as on the notifications page). */
export const OlderDaysWithHijri: Story = {
  globals: { locale: 'ar' },
  args: { now: Date.parse('2026-11-24T09:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings).toHaveLength(2);
    // 22 November 2026 is 12 Jumada al-Akhirah 1448 by Umm al-Qura.
    await expect(headings[0]).toHaveTextContent(/٢٢ نوفمبر.*١٢ جمادى الآخرة ١٤٤٨ هـ/);
    await expect(headings[1]).toHaveTextContent(/٢١ نوفمبر.*١١ جمادى الآخرة ١٤٤٨ هـ/);
  },
};

/** The same for a reader who turned Hijri dates off: the Gregorian dates alone. */
export const OlderDaysHijriHidden: Story = {
  globals: { locale: 'ar' },
  args: { now: Date.parse('2026-11-24T09:00:00Z') },
  decorators: [(Story) => <HijriPreference show={false}>{Story()}</HijriPreference>],
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 3 });
    await expect(headings[0]).toHaveTextContent(/٢٢ نوفمبر/);
    for (const heading of headings) await expect(heading).not.toHaveTextContent(/هـ/);
  },
};
