import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

/**
 * Today's schedule, then the upcoming list and the chart. From the wide breakpoint (1,700 px) they
 * share a row: the schedule two thirds (its barbers' columns get the width), the other two stacked
 * beside it, so the day and what comes next are seen together without scrolling (docs/decisions.md).
 */
export const todayRow = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaUp('wide')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/**
 * What comes next and the last 30 days: below the first screen on a phone. The browser skips their
 * style, layout and paint until they come near the viewport (`content-visibility: auto`), so their
 * answers arriving do not lay out the page the owner is looking at (issue 21 item 17); their place
 * is kept at its last known size (`contain-intrinsic-block-size: auto`), so nothing jumps as they appear.
 */
export const secondary = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 40rem',
});
