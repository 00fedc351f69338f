import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { directionalIcons, Icon, iconNames } from '../../design-system';
import * as styles from './foundations.css';

function IconsPage() {
  return (
    <div className={styles.page}>
      <h1>Icons</h1>
      <p className={styles.lead}>
        The product’s icons, drawn on a 24 px grid in the current text colour at 1.25 em. Icons that point (chevrons, arrows, leaving) mirror in Arabic and Urdu;
        switch the locale to see them turn. An icon that stands alone gets a label; beside text it is hidden from screen readers.
      </p>
      <ul className={styles.iconGrid} aria-label="Icons">
        {iconNames.map((name) => (
          <li key={name} className={styles.iconTile}>
            <span className={styles.iconGlyph}>
              <Icon name={name} />
            </span>
            <code className={styles.code}>{name}</code>
            {directionalIcons.has(name) ? <span>mirrors</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconsPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof IconsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon by name; those that point are marked and mirror in right-to-left locales. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Icons' })).getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvas.getAllByText('mirrors')).toHaveLength(directionalIcons.size);
    const chevron = canvasElement.querySelector('[data-icon="chevronEnd"]')!;
    const rtl = canvasElement.closest('[dir]')?.getAttribute('dir') === 'rtl';
    await expect(getComputedStyle(chevron).transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  },
};
