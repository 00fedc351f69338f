import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxInlineSize: `calc(${vars.size.contentMax} * 0.7)` });

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: { '&::marker': { fontWeight: vars.fontWeight.bold, color: vars.color.brand } },
});
