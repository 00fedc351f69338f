/** The spec's breakpoints (px). `tablet` is the 767/768 split: below it is a phone layout. */
export const breakpoints = {
  xs: 500,
  sm: 600,
  tablet: 768,
  md: 800,
  lg: 1000,
  wide: 1700,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaUp = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
/** The phone range ends at 767px. */
export const phoneOnly = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
