import { themeNames } from '../../design-system/theme/themes';
import * as styles from './foundations.css';
import { tokenNames, type TokenGroup } from './tokens';

const groups: { group: TokenGroup; name: string }[] = [
  { group: 'color', name: 'Colour roles' },
  { group: 'fontSize', name: 'Type sizes' },
  { group: 'space', name: 'Space steps' },
  { group: 'radius', name: 'Radii' },
  { group: 'shadow', name: 'Shadows' },
  { group: 'motion', name: 'Motion tokens' },
  { group: 'size', name: 'Fixed sizes' },
];

/** How many tokens each group of the contract holds, counted from the contract itself. */
export function ContractSummary() {
  return (
    <table className={styles.table} aria-label="The theme contract">
      <tbody>
        {groups.map(({ group, name }) => (
          <tr key={group}>
            <th className={styles.cell} scope="row">
              {name}
            </th>
            <td className={styles.cell}>{tokenNames(group).length}</td>
          </tr>
        ))}
        <tr>
          <th className={styles.cell} scope="row">
            Themes
          </th>
          <td className={styles.cell}>{themeNames.join(', ')}</td>
        </tr>
      </tbody>
    </table>
  );
}
