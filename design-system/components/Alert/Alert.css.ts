import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    borderRadius: vars.radius.medium,
    borderStyle: 'solid',
    borderWidth: vars.size.borderWidth,
    borderInlineStartWidth: vars.space.xsmall,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, borderColor: vars.color.info },
      positive: { background: vars.color.positiveSoft, borderColor: vars.color.positive },
      caution: { background: vars.color.cautionSoft, borderColor: vars.color.caution },
      critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.medium, display: 'inline-flex' },
  variants: {
    tone: {
      info: { color: vars.color.info },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
    },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, flexGrow: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontSize: vars.fontSize.medium, lineHeight: vars.lineHeight.medium, fontWeight: vars.fontWeight.bold });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
