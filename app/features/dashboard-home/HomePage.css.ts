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
