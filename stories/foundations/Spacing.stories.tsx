import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharedTokens } from '../../design-system/theme/tokens';
import * as styles from './foundations.css';
import { tokenNames, tokenRef } from './tokens';

const spaces = tokenNames('space');
const sizes = tokenNames('size');

function SpacingPage() {
  return (
    <div className={styles.page}>
      <h1>Spacing and sizes</h1>
      <p className={styles.lead}>Gaps and padding come from the space scale; fixed sizes (controls, sidebar, top bar) from the size tokens. Bars are drawn at the token’s size.</p>
      <h2>Space</h2>
      <table className={styles.table} aria-label="Space">
        <tbody>
          {spaces.map((space) => (
            <tr key={space}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>space.{space}</code>
              </th>
              <td className={styles.cell}>
                <code className={styles.code}>{sharedTokens.space[space]}</code>
              </td>
              <td className={styles.cell} style={{ inlineSize: '70%' }}>
                <div className={styles.bar} style={{ inlineSize: tokenRef('space', space) }} data-bar={space} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Sizes</h2>
      <table className={styles.table} aria-label="Sizes">
        <tbody>
          {sizes.map((size) => (
            <tr key={size}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>size.{size}</code>
              </th>
              <td className={styles.cell}>
                <code className={styles.code}>{sharedTokens.size[size]}</code>
              </td>
              <td className={styles.cell} style={{ inlineSize: '70%' }}>
                <div className={styles.bar} style={{ inlineSize: `min(100%, ${tokenRef('size', size)})` }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: SpacingPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof SpacingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The space scale and the fixed sizes of the contract, each drawn at its value. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table', { name: 'Space' })).getAllByRole('row')).toHaveLength(spaces.length);
    await expect(within(canvas.getByRole('table', { name: 'Sizes' })).getAllByRole('row')).toHaveLength(sizes.length);
    // A bar is as wide as its token says.
    await expect(canvasElement.querySelector<HTMLElement>('[data-bar="xlarge"]')!.getBoundingClientRect().width).toBe(parseFloat(sharedTokens.space.xlarge));
  },
};
