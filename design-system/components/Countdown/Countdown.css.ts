import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { hiddenBelowTablet } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({ display: 'inline-flex', flexDirection: 'column', gap: vars.space.xsmall, minInlineSize: vars.space.none });

export const units = recipe({
  base: { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0 },
  variants: {
    size: {
      compact: { gap: vars.space.small },
      large: { gap: vars.space.medium },
    },
  },
});

export const unit = recipe({
  base: { display: 'flex', alignItems: 'center', color: vars.color.text },
  variants: {
    size: {
      compact: { flexDirection: 'row', alignItems: 'baseline', gap: vars.space.xxsmall },
      large: {
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space.xxsmall,
        minInlineSize: vars.size.controlLarge,
        paddingBlock: vars.space.small,
        paddingInline: vars.space.medium,
        borderRadius: vars.radius.medium,
        background: vars.color.surfaceSunken,
        border: `${vars.size.borderWidth} solid ${vars.color.border}`,
      },
    },
    expired: {
      true: { color: vars.color.critical },
      false: {},
    },
  },
});

export const value = recipe({
  base: { fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' },
  variants: {
    size: {
      compact: { fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium },
      large: { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge },
    },
  },
});

export const unitLabel = style({ fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall, color: vars.color.textMuted });

export const caption = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.textMuted });
/** A compact timer (a top bar's) keeps its caption off phones: no room, and the timer is named anyway. */
export const captionCompact = style([caption, hiddenBelowTablet]);

export const problem = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, color: vars.color.critical });
