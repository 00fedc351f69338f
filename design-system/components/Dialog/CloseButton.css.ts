import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The square "×" button of dialogs, drawers, toasts and banners. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSmall,
  blockSize: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
  },
});
