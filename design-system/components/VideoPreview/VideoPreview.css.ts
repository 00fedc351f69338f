import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minInlineSize: vars.space.none });

export const frame = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

export const video = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });

// A selfie view is mirrored, as people expect to see themselves.
export const mirrored = style({ transform: 'scaleX(-1)' });

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.display,
  textAlign: 'center',
  padding: vars.space.large,
});

export const placeholderText = style({ margin: 0, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium });

export const meter = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.small });

export const meterLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const meterTrack = style({
  blockSize: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const meterFill = style({
  blockSize: '100%',
  background: vars.color.positive,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.fast,
});

export const meterValue = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', minInlineSize: vars.size.controlMedium, textAlign: 'end' });
