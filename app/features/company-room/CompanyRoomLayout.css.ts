import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

export const frame = style({ display: 'flex', minBlockSize: '100vh', background: vars.color.surfaceSunken });
export const main = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' });
export const content = style({
  flex: 1,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  '@media': { [mediaUp('tablet')]: { paddingInline: vars.space.xlarge } },
});
export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large, color: vars.color.brand, textDecoration: 'none' });
export const topEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
