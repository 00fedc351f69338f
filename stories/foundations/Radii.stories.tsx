import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharedTokens } from '../../design-system/theme/tokens';
import * as styles from './foundations.css';
import { tokenNames, tokenRef } from './tokens';

const radii = tokenNames('radius');

function RadiiPage() {
  return (
    <div className={styles.page}>
      <h1>Radii</h1>
      <p className={styles.lead}>Corner radii of the contract: small for badges and inputs’ inner parts, medium for controls, large for cards and dialogs, full for pills and avatars.</p>
      <ul className={styles.cards} aria-label="Radii">
        {radii.map((radius) => (
          <li key={radius} className={styles.iconTile}>
            <div className={styles.box} style={{ borderRadius: tokenRef('radius', radius) }} data-radius={radius} aria-hidden="true" />
            <code className={styles.code}>radius.{radius}</code>
            <code className={styles.code}>{sharedTokens.radius[radius]}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Radii',
  component: RadiiPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof RadiiPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each corner radius of the contract on a square. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Radii' })).getAllByRole('listitem')).toHaveLength(radii.length);
    await expect(getComputedStyle(canvasElement.querySelector('[data-radius="large"]')!).borderTopLeftRadius).toBe(sharedTokens.radius.large);
  },
};
