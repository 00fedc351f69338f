import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.full,
    borderWidth: vars.size.borderWidth,
    borderStyle: 'solid',
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textMuted },
      info: { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.info },
      positive: { background: vars.color.positiveSoft, borderColor: vars.color.positive, color: vars.color.positive },
      caution: { background: vars.color.cautionSoft, borderColor: vars.color.caution, color: vars.color.caution },
      critical: { background: vars.color.criticalSoft, borderColor: vars.color.critical, color: vars.color.critical },
    },
    size: {
      small: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
      medium: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});
