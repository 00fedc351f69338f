import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
  flex: 1,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  inlineSize: '100%',
  maxInlineSize: `calc(${vars.size.contentMax} / 2)`,
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
});

export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const footer = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small, textAlign: 'center' });
