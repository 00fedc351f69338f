import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const dropIn = keyframes({ from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.large}))` } });

/** Top centre: both insets at 0 with auto margins centre a box of its content's width. */
export const region = style({
  position: 'fixed',
  insetBlockStart: vars.space.large,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  marginInline: 'auto',
  inlineSize: 'max-content',
  maxInlineSize: `calc(100vw - 2 * ${vars.space.large})`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xsmall },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    inlineSize: '100%',
    maxInlineSize: vars.size.notificationDropdownMin,
    minInlineSize: `min(calc(${vars.size.notificationDropdownMin} / 1.5), 100%)`,
    paddingBlock: vars.space.medium,
    paddingInlineStart: vars.space.large,
    paddingInlineEnd: vars.space.small,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    background: vars.color.surfaceInverse,
    color: vars.color.textInverse,
    borderInlineStart: `${vars.space.xsmall} solid`,
    outline: 'none',
    animation: `${dropIn} ${vars.motion.medium} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.space.xxsmall },
    },
  },
  variants: {
    tone: {
      positive: { borderInlineStartColor: vars.color.positive },
      critical: { borderInlineStartColor: vars.color.critical },
      info: { borderInlineStartColor: vars.color.info },
      caution: { borderInlineStartColor: vars.color.caution },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.medium, paddingBlockStart: vars.space.xxsmall },
  variants: {
    // Soft tones read on the dark toast surface in both themes.
    tone: {
      positive: { color: vars.color.positiveSoft },
      critical: { color: vars.color.criticalSoft },
      info: { color: vars.color.infoSoft },
      caution: { color: vars.color.cautionSoft },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.xsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const close = style({
  color: vars.color.textInverse,
  selectors: { '&[data-hovered], &[data-pressed]': { background: 'transparent', outline: `${vars.size.borderWidth} solid currentColor` } },
});
