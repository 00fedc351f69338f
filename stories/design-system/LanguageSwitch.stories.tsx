import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitch, type LanguageOption } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

const body = within(document.body);

// Each language's name in itself, keyed by the language it names (the same in every locale).
const nativeNames = { ar: 'العربية', en: 'English', tr: 'Türkçe', ur: 'اردو' };
const languages: LanguageOption[] = [
  { code: 'ar', nativeName: nativeNames.ar, dir: 'rtl' },
  { code: 'en', nativeName: nativeNames.en, dir: 'ltr' },
  { code: 'tr', nativeName: nativeNames.tr, dir: 'ltr' },
  { code: 'ur', nativeName: nativeNames.ur, dir: 'rtl' },
];

// Sample data per locale (support/sample.ts): the control's label in the story's language.
const localeArgs = perLocale({ ar: { label: 'اللغة' }, en: { label: 'Language' }, tr: { label: 'Dil' }, ur: { label: 'زبان' } });

/** The switch's button, found by its label in the story's language. */
const triggerOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement).getByRole('button', { name: new RegExp(inLocale(localeArgs, globals).label) });

const meta = {
  title: 'Design system/Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { languages, value: 'ar', ...localeArgs.ar, onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: languages.map((l) => l.code) } },
  parameters: {
    localeArgs,
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
  play: async ({ args, canvasElement, globals }) => {
    const trigger = triggerOf(canvasElement, globals);
    await expect(trigger).toHaveTextContent(nativeNames.ar);
    // The chosen language, then what the control is, each said once.
    await expect(trigger).toHaveAccessibleName(`${nativeNames.ar} ${inLocale(localeArgs, globals).label}`);
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Türkçe' }));
    await expect(args.onChange).toHaveBeenCalledWith('tr');
  },
};

/** Opened and chosen with Enter. */
export const KeyboardEnter: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const trigger = triggerOf(canvasElement, globals);
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
  play: async ({ args, canvasElement, globals }) => {
    triggerOf(canvasElement, globals).focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ur');
  },
};

/** Open: each language written in its own script. */
export const EachLanguageInItsOwnLanguage: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(triggerOf(canvasElement, globals));
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
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(triggerOf(canvasElement, globals));
    await userEvent.click(await body.findByRole('option', { name: nativeNames.ar }));
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
    await userEvent.click(await body.findByRole('option', { name: nativeNames.ar }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};
