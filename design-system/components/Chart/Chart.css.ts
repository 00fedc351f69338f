import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small, minInlineSize: vars.space.none });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.small });

export const caption = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium });

export const canvas = style({ inlineSize: '100%', minInlineSize: vars.space.none });

export const svg = style({ display: 'block', inlineSize: '100%', overflow: 'visible' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xsmall, fontFamily: 'inherit' });

export const gridLine = style({ stroke: vars.color.border, strokeWidth: vars.size.borderWidth, shapeRendering: 'crispEdges' });

export const zeroLine = style({ stroke: vars.color.borderStrong, strokeWidth: vars.size.borderWidth, shapeRendering: 'crispEdges' });

export const bar = style({ fill: vars.color.brand, selectors: { '&:hover': { fill: vars.color.brandHover } } });

export const negativeBar = style({ fill: vars.color.critical });

export const line = style({ fill: 'none', stroke: vars.color.brand, strokeWidth: `calc(${vars.size.borderWidth} * 2.5)`, strokeLinejoin: 'round', strokeLinecap: 'round' });

export const area = style({ fill: vars.color.brandSoft, stroke: 'none' });

export const point = style({ fill: vars.color.surfaceRaised, stroke: vars.color.brand, strokeWidth: `calc(${vars.size.borderWidth} * 2)` });

export const empty = style({ margin: 0, paddingBlock: vars.space.xlarge, textAlign: 'center', color: vars.color.textMuted });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const tableCaption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space.xsmall });

export const tableCell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const tableNumber = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
