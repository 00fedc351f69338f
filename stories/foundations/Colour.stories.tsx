import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
import { expect, within } from 'storybook/test';
import { themeClass, themeNames, type ThemeName } from '../../design-system/theme/themes';
import * as styles from './foundations.css';
import { contrast, tokenNames, tokenRef, toHex } from './tokens';

const colours = tokenNames('color');

/** One theme's colour roles: each swatch is painted by the token and its value read back from the page. */
function ThemeColours({ theme }: { theme: ThemeName }) {
  const panel = useRef<HTMLElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  useLayoutEffect(() => {
    const read: Record<string, string> = {};
    for (const swatch of panel.current?.querySelectorAll<HTMLElement>('[data-token]') ?? []) read[swatch.dataset.token!] = toHex(getComputedStyle(swatch).backgroundColor);
    setValues(read);
  }, [theme]);
  const surface = values.surface;
  return (
    <section ref={panel} className={`${themeClass[theme]} ${styles.themePanel}`} aria-label={`${theme} theme`} data-theme-panel={theme}>
      <h2>{theme === 'light' ? 'Light' : 'Dark'}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.head} scope="col">
              Swatch
            </th>
            <th className={styles.head} scope="col">
              Token
            </th>
            <th className={styles.head} scope="col">
              Value
            </th>
            <th className={styles.head} scope="col">
              On surface
            </th>
          </tr>
        </thead>
        <tbody>
          {colours.map((name) => {
            const value = values[name];
            const ratio = value && surface && value.length === 7 ? contrast(value, surface) : null;
            return (
              <tr key={name}>
                <td className={styles.cell}>
                  <div className={styles.swatch} style={{ background: tokenRef('color', name) }} data-token={name} aria-hidden="true" />
                </td>
                <th className={styles.cell} scope="row">
                  <code className={styles.code}>color.{name}</code>
                </th>
                <td className={styles.cell}>
                  <code className={styles.code} data-value={name}>
                    {value ?? ''}
                  </code>
                </td>
                <td className={styles.cell}>{ratio === null || name === 'surface' ? '—' : `${ratio.toFixed(1)}:1`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function ColourPage() {
  return (
    <div className={styles.page}>
      <h1>Colour</h1>
      <p className={styles.lead}>
        Components use colour roles, never raw colours: each theme fills every role of the contract (design-system/theme/contract.css.ts). Values are read from
        the page as drawn; “On surface” is the WCAG contrast of the role against the theme’s surface (text roles need 4.5:1).
      </p>
      <div className={styles.themes}>
        {themeNames.map((theme) => (
          <ThemeColours key={theme} theme={theme} />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colour',
  component: ColourPage,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColourPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role of the contract in the light and the dark theme, with its value and contrast on the surface. */
export const Roles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const theme of themeNames) {
      const panel = within(canvas.getByRole('region', { name: `${theme} theme` }));
      // One row per role of the contract, plus the header.
      await expect(panel.getAllByRole('row')).toHaveLength(colours.length + 1);
      await expect(panel.getByRole('rowheader', { name: 'color.brand' })).toBeVisible();
    }
    const brand = (theme: ThemeName) => canvasElement.querySelector(`[data-theme-panel="${theme}"] [data-value="brand"]`)?.textContent ?? '';
    await expect(brand('light')).toMatch(/^#[0-9a-f]{6}$/);
    // The dark theme fills the same role with its own colour.
    await expect(brand('dark')).not.toBe(brand('light'));
  },
};
