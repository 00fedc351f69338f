import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: `calc(${vars.size.controlLarge} * 1.5)`,
  blockSize: `calc(${vars.size.controlLarge} * 1.5)`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxlarge,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, maxInlineSize: `calc(${vars.size.contentMax} / 2)` });

export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({ marginBlockStart: vars.space.small });
