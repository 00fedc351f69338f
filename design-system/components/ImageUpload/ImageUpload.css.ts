import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  minBlockSize: `calc(${vars.size.controlLarge} * 3)`,
  borderRadius: vars.radius.medium,
  border: `calc(${vars.size.borderWidth} * 2) dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-drop-target]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const zoneInvalid = style({ borderColor: vars.color.critical });

export const zoneIcon = style({ fontSize: vars.fontSize.xxlarge, color: vars.color.textMuted });

export const hint = style({ fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });

export const preview = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: `calc(${vars.size.controlLarge} * 4)`,
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'center' });
