import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch, type LanguageOption } from '../../design-system';

const body = within(document.body);

const languages: LanguageOption[] = [
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'ur', nativeName: 'اردو', dir: 'rtl' },
];

const meta = {
  title: 'Design system/Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { languages, value: 'ar', label: 'اللغة', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: languages.map((l) => l.code) } },
  parameters: {
    docs: {
      description: {
        component:
          'Picks the interface language (navbar, top bar, company room). Each language is written by its own name in its own script and marked with its own `lang` and `dir`, so screen readers pronounce "English" in English even on an Arabic page. The caller owns the value and navigates to the new locale prefix in `onChange(code)`. Keyboard: Enter, Space or ArrowDown open the list, arrows move, Enter picks, Escape closes. Instead: Only for the interface language; for text kept in several languages use MultilingualTextField.',
      },
    },
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /اللغة/ });
    await expect(trigger).toHaveTextContent('العربية');
    // The chosen language, then what the control is, each said once.
    await expect(trigger).toHaveAccessibleName('العربية اللغة');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Türkçe' }));
    await expect(args.onChange).toHaveBeenCalledWith('tr');
  },
};

/** Opened and chosen with Enter. */
export const KeyboardEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /اللغة/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Opened with ArrowDown. */
export const KeyboardArrowDown: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: /اللغة/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ur');
  },
};

/** Open: each language written in its own script. */
export const EachLanguageInItsOwnLanguage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /اللغة/ }));
    for (const language of languages) {
      const option = await body.findByRole('option', { name: language.nativeName });
      const named = option.querySelector('[lang]');
      await expect(named).toHaveAttribute('lang', language.code);
      await expect(named).toHaveAttribute('dir', language.dir);
    }
    await userEvent.keyboard('{Escape}');
  },
};

/** The current language chosen again: nothing changes. */
export const SameLanguageChangesNothing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /اللغة/ }));
    await userEvent.click(await body.findByRole('option', { name: 'العربية' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { value: 'en', label: 'Language' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Language/ }));
    await userEvent.click(await body.findByRole('option', { name: 'العربية' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};
