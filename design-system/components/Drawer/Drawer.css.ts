import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
// The inline-start edge is the left in LTR and the right in RTL: one keyframe per direction.
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing} reverse` },
  },
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: `min(${vars.size.sidebar}, calc(100vw - ${vars.size.controlLarge}))`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideFromLeft} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${slideFromLeft} ${vars.motion.medium} ${vars.motion.easing} reverse` },
    '[dir="rtl"] &[data-entering]': { animation: `${slideFromRight} ${vars.motion.slow} ${vars.motion.easing}` },
    '[dir="rtl"] &[data-exiting]': { animation: `${slideFromRight} ${vars.motion.medium} ${vars.motion.easing} reverse` },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', blockSize: '100%', minBlockSize: 0, outline: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.topBar,
  paddingInline: vars.space.large,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const title = style({ flexGrow: 1, minInlineSize: 0, margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, fontWeight: vars.fontWeight.bold });

export const body = style({ flexGrow: 1, minBlockSize: 0, overflowY: 'auto' });
