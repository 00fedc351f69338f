import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from '../../design-system';
import { inLocale, mapLocales, perLocale } from './support/sample';

interface TabsDemoProps {
  label: string;
  tabs: { id: string; title: string; body: string; isDisabled?: boolean }[];
  onSelectionChange: (key: unknown) => void;
}

function TabsDemo({ label, tabs, onSelectionChange }: TabsDemoProps) {
  return (
    <Tabs onSelectionChange={onSelectionChange} disabledKeys={tabs.filter((t) => t.isDisabled).map((t) => t.id)}>
      <TabList aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {tab.body}
        </TabPanel>
      ))}
    </Tabs>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: {
    label: 'إعدادات الصالون',
    tabs: [
      { id: 'details', title: 'البيانات', body: 'اسم الصالون ووصفه وعنوانه.' },
      { id: 'hours', title: 'ساعات العمل', body: 'من السبت إلى الخميس.' },
      { id: 'barbers', title: 'الحلاقون', body: 'أربعة حلاقين.' },
    ],
  },
  en: {
    label: 'Salon settings',
    tabs: [
      { id: 'details', title: 'Details', body: 'The salon’s name, description and address.' },
      { id: 'hours', title: 'Working hours', body: 'Saturday to Thursday.' },
      { id: 'barbers', title: 'Barbers', body: 'Four barbers.' },
    ],
  },
  tr: {
    label: 'Salon ayarları',
    tabs: [
      { id: 'details', title: 'Bilgiler', body: 'Salonun adı, açıklaması ve adresi.' },
      { id: 'hours', title: 'Çalışma saatleri', body: 'Cumartesiden perşembeye.' },
      { id: 'barbers', title: 'Berberler', body: 'Dört berber.' },
    ],
  },
  ur: {
    label: 'سیلون کی ترتیبات',
    tabs: [
      { id: 'details', title: 'تفصیلات', body: 'سیلون کا نام، تعارف اور پتا۔' },
      { id: 'hours', title: 'اوقاتِ کار', body: 'ہفتے سے جمعرات تک۔' },
      { id: 'barbers', title: 'حجام', body: 'چار حجام۔' },
    ],
  },
});
const withDisabled = mapLocales(localeArgs, ({ tabs }) => ({ tabs: [...tabs.slice(0, 2), { ...tabs[2]!, isDisabled: true }] }));
/** A tab's title in the story's language. */
const title = (globals: Record<string, unknown>, index: number) => inLocale(localeArgs, globals).tabs[index]!.title;

const meta = {
  title: 'Design system/Navigation/Tabs',
  component: TabsDemo,
  args: { ...localeArgs.ar, onSelectionChange: fn() },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    docs: {
      description: {
        component:
          'Switches between views of one subject without leaving the page (a salon\'s details, hours, barbers). Built from `Tabs`, `TabList` (needs `aria-label`), `Tab` and `TabPanel` (React Aria). Arrow keys follow the reading direction: in Arabic the Left arrow moves to the next tab; Home/End jump. The selected tab is bold and underlined, not only coloured. Many tabs scroll sideways on phones. For moving between pages use the Sidebar or links.',
      },
    },
  },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: inLocale(localeArgs, globals).label })).toBeInTheDocument();
    // React Aria fills the tab list right after the first render.
    const first = await canvas.findByRole('tab', { name: title(globals, 0) });
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('tab', { name: title(globals, 1) }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('hours');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(inLocale(localeArgs, globals).tabs[1]!.body);
  },
};

/** Arrow keys in Arabic: left moves to the next tab. */
export const KeyboardRightToLeft: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: title(globals, 0) });
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    // In Arabic the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: title(globals, 1) })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: title(globals, 2) })).toHaveAttribute('aria-selected', 'true');
    // Second tab (the first one to the left of the first) sits left of it on screen.
    await expect(canvas.getByRole('tab', { name: title(globals, 1) }).getBoundingClientRect().right).toBeLessThanOrEqual(first.getBoundingClientRect().left + 1);
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals }) => {
    const tab = await within(canvasElement).findByRole('tab', { name: title(globals, 2) });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute('data-hovered', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { ...withDisabled.ar },
  parameters: { localeArgs: withDisabled },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const disabled = await canvas.findByRole('tab', { name: title(globals, 2) });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    tabs: [
      { id: 'a', title: 'البيانات الأساسية والوصف متعدد اللغات', body: '...' },
      { id: 'b', title: 'ساعات العمل وفترات الاستراحة الأسبوعية', body: '...' },
      { id: 'c', title: 'الحلاقون والخدمات التي يقدمها كل منهم', body: '...' },
      { id: 'd', title: 'أوقات الفاصل قبل الحجوزات وبعدها', body: '...' },
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('tab');
    // The tab row scrolls on its own; the page does not scroll sideways.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    label: 'Salon ayarları',
    tabs: [
      { id: 'a', title: 'Temel bilgiler ve çok dilli açıklama', body: 'Ayrıntılar' },
      { id: 'b', title: 'Haftalık çalışma saatleri ve molalar', body: 'Saatler' },
    ],
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Salon settings',
    tabs: [
      { id: 'details', title: 'Details', body: 'Name, description and address.' },
      { id: 'hours', title: 'Working hours', body: 'Saturday to Thursday.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(await canvas.findByRole('tab', { name: 'Details' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Working hours' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Saturday to Thursday.');
  },
};
