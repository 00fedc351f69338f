import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { breakpoints, mediaUp, phoneOnly } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: `translateY(${vars.space.large})` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.medium} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
});

/*
 * Widths are fractions of the content column (`size.contentMax`): the contract has no dialog
 * widths yet (see the design-system report).
 */
export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    maxBlockSize: `calc(100dvh - 2 * ${vars.space.large})`,
    // The Dialog inside scrolls; its title and actions stick to the edges.
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.medium} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
    },
  },
  variants: {
    size: {
      small: { maxInlineSize: `calc(${vars.size.contentMax} / 3)` },
      medium: { maxInlineSize: `calc(${vars.size.contentMax} / 2)` },
      large: { maxInlineSize: `calc(${vars.size.contentMax} * 2 / 3)` },
    },
    fullScreenOnPhone: {
      true: {
        '@media': {
          [phoneOnly]: { maxInlineSize: 'none', blockSize: '100dvh', maxBlockSize: '100dvh', borderRadius: vars.radius.none },
          // A phone held sideways (500–767 px): still the whole screen, for the keyboard's sake, but the
          // content keeps the medium modal's measure in the middle rather than fields as wide as the screen.
          [`${mediaUp('xs')} and (max-width: ${breakpoints.tablet - 1}px)`]: {
            paddingInline: `max(0px, calc((100% - ${vars.size.contentMax} / 2) / 2))`,
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', fullScreenOnPhone: true },
});

/** On phones a full-screen modal needs the overlay's padding gone too. */
export const overlayFullScreenOnPhone = style({
  '@media': { [phoneOnly]: { padding: 0 } },
});
