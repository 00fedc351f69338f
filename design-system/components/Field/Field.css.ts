import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A field: label, control, description and error one above the other. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'default',
});

export const requiredMarker = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.critical,
  overflowWrap: 'anywhere',
});

const focusRing = {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.space.xxsmall,
} as const;

/** A bordered text box on its own (RAC `Input`/`TextArea`: data-focused, data-invalid, data-disabled). */
export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-focused]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, background: vars.color.surfaceSunken },
    '&[readonly]': { background: vars.color.surfaceSunken },
  },
});

/** A bordered box holding an input and adornments (RAC `Group`: data-focus-within, data-invalid, data-disabled). */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  minBlockSize: vars.size.controlMedium,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, background: vars.color.surfaceSunken },
  },
});

/** The input inside a `group`: no border of its own. */
export const groupInput = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** An icon at the start of a group (search, phone…). */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInlineStart: vars.space.medium,
  color: vars.color.textMuted,
});

/** A small square button inside a group (clear, show password, stepper). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  alignSelf: 'stretch',
  minInlineSize: vars.size.controlMedium,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** A popover under a picker (Select, ComboBox, DatePicker). */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  padding: vars.space.xsmall,
  zIndex: vars.zIndex.dropdown,
  outline: 'none',
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focused]': { background: vars.color.brandSoft },
    '&[data-focus-visible]': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const optionCheck = style({ marginInlineStart: 'auto', color: vars.color.brand });

export const sectionHeader = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

/** The button that opens a Select. */
export const selectTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.critical },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, background: vars.color.surfaceSunken },
  },
});

export const selectValue = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});
