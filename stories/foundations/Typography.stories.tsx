import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharedTokens } from '../../design-system/theme/tokens';
import * as styles from './foundations.css';
import { tokenNames, tokenRef } from './tokens';

const sizes = tokenNames('fontSize');
const weights = tokenNames('fontWeight');

/** The same sentence in the product's three scripts: Arabic, Latin (English and Turkish) and Urdu in Nastaliq. */
const specimens = [
  { script: 'Arabic', lang: 'ar', dir: 'rtl', text: 'احجز موعدك القادم في دقيقة', className: undefined },
  { script: 'Latin', lang: 'en', dir: 'ltr', text: 'Book your next visit in a minute', className: undefined },
  { script: 'Urdu', lang: 'ur', dir: 'rtl', text: 'اپنی اگلی بکنگ ایک منٹ میں کریں', className: styles.urdu },
] as const;

function TypographyPage() {
  return (
    <div className={styles.page}>
      <h1>Typography</h1>
      <p className={styles.lead}>
        One family for Arabic and Latin ({sharedTokens.font.body.split(',')[0]}), Noto Nastaliq Urdu for Urdu. Each size of the contract with its line height, in
        every script the product writes.
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.head} scope="col">
              Token
            </th>
            {specimens.map((specimen) => (
              <th key={specimen.script} className={styles.head} scope="col">
                {specimen.script}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size) => (
            <tr key={size} data-size={size}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>fontSize.{size}</code>
                <br />
                <code className={styles.code}>
                  {sharedTokens.fontSize[size]} / {sharedTokens.lineHeight[size]}
                </code>
              </th>
              {specimens.map((specimen) => (
                <td key={specimen.script} className={styles.cell}>
                  <p className={[styles.specimen, specimen.className].filter(Boolean).join(' ')} lang={specimen.lang} dir={specimen.dir} style={{ fontSize: tokenRef('fontSize', size), lineHeight: tokenRef('lineHeight', size) }}>
                    {specimen.text}
                  </p>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Weights</h2>
      <table className={styles.table}>
        <tbody>
          {weights.map((weight) => (
            <tr key={weight}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>
                  fontWeight.{weight} ({sharedTokens.fontWeight[weight]})
                </code>
              </th>
              {specimens.map((specimen) => (
                <td key={specimen.script} className={styles.cell}>
                  <p className={[styles.specimen, specimen.className].filter(Boolean).join(' ')} lang={specimen.lang} dir={specimen.dir} style={{ fontWeight: tokenRef('fontWeight', weight) }}>
                    {specimen.text}
                  </p>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypographyPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof TypographyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale and weights in Arabic, Latin and Urdu, each size with its line height. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await document.fonts.ready;
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(sizes.length + weights.length);
    // Each script renders in its own font at the token's size.
    const display = canvasElement.querySelector('[data-size="display"]')!;
    const urdu = display.querySelector<HTMLElement>('[lang="ur"]')!;
    await expect(getComputedStyle(urdu).fontFamily).toMatch(/Noto Nastaliq Urdu/);
    await expect(getComputedStyle(display.querySelector('[lang="ar"]')!).fontSize).toBe(getComputedStyle(urdu).fontSize);
    await expect(document.fonts.check(`16px "Noto Nastaliq Urdu"`, 'اردو')).toBe(true);
  },
};
