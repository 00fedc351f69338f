import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const band = style({
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
});

/** The content column under a page header. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
});
