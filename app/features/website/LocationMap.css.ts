import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const map = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minBlockSize: `calc(${vars.space.xxxlarge} * 5)`,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  // A map-like grid drawn from theme colours.
  backgroundColor: vars.color.brandSoft,
  backgroundImage: `linear-gradient(${vars.color.border} ${vars.size.borderWidth}, transparent ${vars.size.borderWidth}), linear-gradient(90deg, ${vars.color.border} ${vars.size.borderWidth}, transparent ${vars.size.borderWidth})`,
  backgroundSize: `${vars.space.xxxlarge} ${vars.space.xxxlarge}`,
  textAlign: 'center',
});

export const pin = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlLarge,
  blockSize: vars.size.controlLarge,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});
