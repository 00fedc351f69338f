import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, PhoneNumber, telHref, Text } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): the sentence the number stands in, in the story's
// language, and the number as the page writes it (its digits: Arabic-Indic in Arabic only; a
// no-break space after the country code).
const sample = perLocale({
  ar: { label: 'جوال العميل:', written: '+٩٦٦\u00A0٥٥٥٩٠١٢٣٤', call: 'اتصل بالصالون على' },
  en: { label: "Client's mobile:", written: '+966\u00A0555901234', call: 'Call the salon on' },
  tr: { label: 'Müşterinin cep telefonu:', written: '+966\u00A0555901234', call: 'Salonu arayın:' },
  ur: { label: 'گاہک کا موبائل:', written: '+966\u00A0555901234', call: 'سیلون کو کال کریں:' },
});

const meta = {
  title: 'Design system/Data display/PhoneNumber',
  component: PhoneNumber,
  args: { number: '555901234' },
  render: (args, { globals }) => (
    <Text>
      {inLocale(sample, globals).label} <PhoneNumber {...args} />
    </Text>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A phone number in running text or a cell: the country code, a space and the national number as stored, always left to right (an isolate: a right-to-left sentence neither reorders it nor is reordered by it), in the page\'s digits so a page keeps one digit system (Arabic-Indic on an Arabic page). A `tel:` link around it takes `telHref(number)`, whose address keeps Latin digits. For typing a number use PhoneField.',
      },
    },
  },
} satisfies Meta<typeof PhoneNumber>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where a number is read: the digits of the page's language, left to right inside a right-to-left sentence. */
async function expectWritten(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const { written } = inLocale(sample, globals);
  // Exactly as written, its no-break space included (getByText would fold it into a space).
  const number = within(canvasElement).getByText((_, element) => element?.textContent === written && element.children.length === 0);
  await expect(number).toBeVisible();
  await expect(number.tagName).toBe('BDI');
  await expect(number).toHaveAttribute('dir', 'ltr');
  // Seen, not only read: the country code stands left of the number, whatever the sentence's
  // direction and digits (a plain space between Arabic-Indic groups would swap them), on one line.
  const text = number.firstChild!;
  const part = (from: number, to: number) => {
    const range = document.createRange();
    range.setStart(text, from);
    range.setEnd(text, to);
    return range.getBoundingClientRect();
  };
  const code = part(0, 4);
  const national = part(5, text.textContent!.length);
  await expect(code.right).toBeLessThanOrEqual(national.left + 0.5);
  await expect(Math.abs(code.top - national.top)).toBeLessThan(1);
}

/** In Arabic: +٩٦٦ ٥٥٥٩٠١٢٣٤, whole and left to right inside the sentence. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => expectWritten(canvasElement, globals),
};

/** In English: Latin digits. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => expectWritten(canvasElement, globals),
};

/** In Urdu (right to left, Latin digits as its Intl locale writes them). */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement, globals }) => expectWritten(canvasElement, globals),
};

/** A number to call: the link reads in the page's digits, its address keeps Latin ones. */
export const AsLink: Story = {
  render: (args, { globals }) => (
    <Text>
      {inLocale(sample, globals).call}{' '}
      <Link href={telHref(args.number)}>
        <PhoneNumber {...args} />
      </Link>
    </Text>
  ),
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: inLocale(sample, globals).written });
    await expect(link).toHaveAttribute('href', 'tel:+966555901234');
  },
};

/** The same link in English. */
export const AsLinkEnglish: Story = {
  ...AsLink,
  globals: { locale: 'en' },
};
