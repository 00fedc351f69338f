import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column' });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  inlineSize: '100%',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
});

export const placeholderGrid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaUp('xs')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
