import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: vars.space.medium,
    rowGap: vars.space.xsmall,
    inlineSize: '100%',
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.small,
  },
  variants: {
    tone: {
      critical: { background: vars.color.critical, color: vars.color.textOnBrand },
      caution: { background: vars.color.cautionSoft, color: vars.color.text, borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.caution}` },
      info: { background: vars.color.infoSoft, color: vars.color.text, borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.info}` },
      positive: { background: vars.color.positiveSoft, color: vars.color.text, borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.positive}` },
    },
  },
});

export const icon = style({ display: 'inline-flex', fontSize: vars.fontSize.large });

export const message = style({ margin: 0, flex: '1 1 16em', minInlineSize: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const action = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { textDecorationThickness: vars.space.xxsmall },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid currentColor`, outlineOffset: vars.space.xxsmall },
  },
});
