import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../design-system/theme/breakpoints';
import { vars } from '../../../design-system/theme/contract.css';

export const frame = style({ display: 'flex', flexDirection: 'column', minBlockSize: '100vh', background: vars.color.surfaceSunken });
export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large, color: vars.color.brand, textDecoration: 'none' });
export const topEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });
export const content = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  '@media': { [mediaUp('tablet')]: { paddingInline: vars.space.xlarge } },
});
export const packages = style({
  display: 'grid',
  gap: vars.space.large,
  // A pricing card is about as wide as the dashboard's sidebar; narrower screens stack them.
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.sidebar}), 1fr))`,
  alignItems: 'stretch',
});
