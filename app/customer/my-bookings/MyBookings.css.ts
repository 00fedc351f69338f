import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space.small });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge, fontWeight: vars.fontWeight.bold });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
