import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from './breakpoints';
import { vars } from './contract.css';

/**
 * Atoms on logical properties only: inline = the reading direction, block = top/bottom.
 * `paddingX` maps to padding-inline, never to left/right, so RTL needs no second stylesheet.
 */
const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    xs: { '@media': `screen and (min-width: ${breakpoints.xs}px)` },
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
    wide: { '@media': `screen and (min-width: ${breakpoints.wide}px)` },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'xs', 'sm', 'tablet', 'md', 'lg', 'wide'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    marginInlineStart: { ...vars.space, auto: 'auto' },
    marginInlineEnd: { ...vars.space, auto: 'auto' },
    inlineSize: { auto: 'auto', full: '100%', half: '50%', sidebar: vars.size.sidebar },
    maxInlineSize: { full: '100%', content: vars.size.contentMax },
    textAlign: ['start', 'center', 'end'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginBlockStart', 'marginBlockEnd'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      inverse: vars.color.textInverse,
      brand: vars.color.brand,
      positive: vars.color.positive,
      caution: vars.color.caution,
      critical: vars.color.critical,
      info: vars.color.info,
    },
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      inverse: vars.color.surfaceInverse,
      brand: vars.color.brand,
      brandSoft: vars.color.brandSoft,
      positiveSoft: vars.color.positiveSoft,
      cautionSoft: vars.color.cautionSoft,
      criticalSoft: vars.color.criticalSoft,
      infoSoft: vars.color.infoSoft,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
