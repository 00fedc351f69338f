import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const hero = style({
  background: vars.color.brandSoft,
  color: vars.color.text,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  '@media': { [mediaUp('tablet')]: { paddingInline: vars.space.xlarge } },
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxlarge,
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, alignItems: 'flex-start' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [mediaUp('tablet')]: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display } },
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const media = style({ margin: 0, display: 'flex', justifyContent: 'center' });

export const image = style({
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  objectFit: 'cover',
});
