import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../../design-system/theme/breakpoints';
import { vars } from '../../../../design-system/theme/contract.css';

const contentWidth = {
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
} as const;

export const block = style({ display: 'block' });

export const hero = style({
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.surface})`,
});

export const heroInner = style({
  ...contentWidth,
  display: 'grid',
  gap: vars.space.xxlarge,
  alignItems: 'center',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const heroTitle = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  '@media': { [mediaUp('tablet')]: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

// The boards card keeps one shape whatever arrives (loading, our own words, one board or several),
// so nothing below it moves when the server answers: a 16:9 picture, two lines of title, three of
// text, and a row for the controls.
export const slidesCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
});

export const slide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

// A board without a picture (or whose picture fails) shows the product's picture, which the board's covers.
export const slideMedia = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  overflow: 'hidden',
});

/** The product's picture fills the board's 16:9 frame from its top (the dashboard's 16:10 loses a strip at the bottom). */
export const productShot = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  objectPosition: 'top',
});

export const slideImage = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});


const clamp = (lines: number, lineHeight: string) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: String(lines),
    overflow: 'hidden',
    minBlockSize: `calc(${lines} * ${lineHeight})`,
    maxBlockSize: `calc(${lines} * ${lineHeight})`,
  }) as const;

export const slideTitle = style(clamp(2, vars.lineHeight.large));
export const slideBody = style(clamp(3, vars.lineHeight.medium));

export const slideControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minBlockSize: vars.size.controlLarge,
});

export const about = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const aboutImage = style({ inlineSize: '100%', borderRadius: vars.radius.large, objectFit: 'cover' });

export const featureGrid = style({
  display: 'grid',
  gap: vars.space.large,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    // Two cards a row from 500 px: a phone held sideways has room for them.
    [mediaUp('xs')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const featureCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const featureIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const contact = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const contactText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const contactList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, listStyle: 'none', margin: 0, padding: 0 });

export const contactDetail = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium });

export const partners = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const partnerTrack = style({
  // The containing block of the links' hidden "(opens in a new tab)" words (absolutely placed): without it they
  // escape the track's scrolling and widen the page on a phone.
  position: 'relative',
  display: 'flex',
  flex: 1,
  gap: vars.space.large,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
});

export const partner = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  flex: `0 0 calc(${vars.space.xxxlarge} * 3)`,
  scrollSnapAlign: 'start',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  textAlign: 'center',
});

export const partnerLogo = style({ blockSize: vars.size.controlLarge, inlineSize: 'auto', objectFit: 'contain' });

export const freeTrial = style({
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  background: vars.color.brand,
});

export const freeTrialInner = style({
  ...contentWidth,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  textAlign: 'center',
});

export const onBrand = style({ color: vars.color.textOnBrand });
