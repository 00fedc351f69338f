import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sharedTokens } from '../../design-system/theme/tokens';
import * as styles from './foundations.css';
import { bezierPoints, tokenNames } from './tokens';

const durations = tokenNames('motion').filter((name) => name !== 'easing');

/** The easing curve drawn from its own four numbers (time across, progress up). */
function EasingCurve({ easing }: { easing: string }) {
  const points = bezierPoints(easing);
  if (!points) return <code className={styles.code}>{easing}</code>;
  const [x1, y1, x2, y2] = points.map((value) => value * 100) as [number, number, number, number];
  return (
    <svg className={styles.curve} viewBox="0 0 100 100" role="img" aria-label={`Easing curve ${easing}`} data-easing="">
      <g transform="translate(0 100) scale(1 -1)">
        <path d="M0 0 L100 100" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeDasharray="4 4" />
        <path d={`M0 0 C${x1} ${y1} ${x2} ${y2} 100 100`} fill="none" stroke="currentColor" strokeWidth="3" />
      </g>
    </svg>
  );
}

function MotionPage() {
  return (
    <div className={styles.page}>
      <h1>Motion</h1>
      <p className={styles.lead}>
        Three durations and one easing. Fast for hover and press feedback, medium for menus and popovers opening, slow for dialogs, drawers and toasts. With
        “reduce motion” set, every transition and animation ends at once.
      </p>
      <table className={styles.table} aria-label="Durations">
        <tbody>
          {durations.map((duration) => (
            <tr key={duration}>
              <th className={styles.cell} scope="row">
                <code className={styles.code}>motion.{duration}</code>
              </th>
              <td className={styles.cell}>
                <code className={styles.code}>{sharedTokens.motion[duration]}</code>
              </td>
              <td className={styles.cell} style={{ inlineSize: '70%' }}>
                {/* 1 px per 2 ms: the bars compare the durations. */}
                <div className={styles.bar} style={{ inlineSize: `${parseFloat(sharedTokens.motion[duration]) / 2}px` }} data-duration={duration} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Easing</h2>
      <p className={styles.lead}>
        <code className={styles.code}>motion.easing: {sharedTokens.motion.easing}</code> — quick to start, gentle to settle.
      </p>
      <EasingCurve easing={sharedTokens.motion.easing} />
    </div>
  );
}

const meta = {
  title: 'Foundations/Motion',
  component: MotionPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof MotionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The durations drawn to scale and the easing curve. */
export const DurationsAndEasing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table', { name: 'Durations' })).getAllByRole('row')).toHaveLength(durations.length);
    await expect(canvas.getByRole('img', { name: `Easing curve ${sharedTokens.motion.easing}` })).toBeVisible();
    const width = (name: string) => canvasElement.querySelector(`[data-duration="${name}"]`)!.getBoundingClientRect().width;
    await expect(width('slow')).toBeGreaterThan(width('fast'));
  },
};
