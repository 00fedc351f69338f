import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeClass, themeNames } from '../../design-system/theme/themes';
import { sharedTokens } from '../../design-system/theme/tokens';
import * as styles from './foundations.css';
import { tokenNames, tokenRef } from './tokens';

const shadows = tokenNames('shadow');
const layers = tokenNames('zIndex');

function ElevationPage() {
  return (
    <div className={styles.page}>
      <h1>Elevation</h1>
      <p className={styles.lead}>Shadows lift raised surfaces (small: cards at rest, medium: hovered items and menus, large: dialogs and drawers); each theme has its own. Layers order what overlaps.</p>
      <div className={styles.themes}>
        {themeNames.map((theme) => (
          <section key={theme} className={`${themeClass[theme]} ${styles.themePanel}`} aria-label={`${theme} theme`}>
            <h2>{theme === 'light' ? 'Light' : 'Dark'}</h2>
            <div className={styles.cards}>
              {shadows.map((shadow) => (
                <div key={shadow} className={styles.card} style={{ boxShadow: tokenRef('shadow', shadow) }} data-shadow={shadow}>
                  <code className={styles.code}>shadow.{shadow}</code>
                </div>
              ))}
            </div>
          </section>
        ))}
      </div>
      <h2>Layers</h2>
      <table className={styles.table} aria-label="Layers">
        <tbody>
          {layers.map((layer) => (
            <tr key={layer}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>zIndex.{layer}</code>
              </th>
              <td className={styles.cell}>
                <code className={styles.code}>{sharedTokens.zIndex[layer]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Elevation',
  component: ElevationPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof ElevationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three shadows in the light and the dark theme, and the stacking layers in order. */
export const Shadows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const theme of themeNames) await expect(within(canvas.getByRole('region', { name: `${theme} theme` })).getAllByText(/^shadow\./)).toHaveLength(shadows.length);
    await expect(within(canvas.getByRole('table', { name: 'Layers' })).getAllByRole('row')).toHaveLength(layers.length);
    await expect(getComputedStyle(canvasElement.querySelector('[data-shadow="large"]')!).boxShadow).not.toBe('none');
  },
};
