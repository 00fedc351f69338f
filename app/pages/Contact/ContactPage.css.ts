import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.xxlarge,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const formColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const detailsColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
