import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const flow = style({
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

// The title takes focus when the step changes (so it is read out); it is not a control, so no ring.
export const title = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large, fontWeight: vars.fontWeight.bold, outline: 'none' });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small, minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.small, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.medium });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, listStyle: 'none', padding: 0, margin: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const days = style({ display: 'flex', gap: vars.space.small, overflowX: 'auto', paddingBlockEnd: vars.space.xsmall });

/** A choice drawn as a card: the native control inside, its label the whole card. */
export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  cursor: 'pointer',
  minBlockSize: vars.size.controlLarge,
  boxSizing: 'border-box',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const chip = style([choice, { minInlineSize: '5.5rem', justifyContent: 'center', paddingInline: vars.space.medium }]);

export const day = style([
  choice,
  { flexDirection: 'column', flex: '0 0 auto', minInlineSize: '5.5rem', gap: vars.space.xxsmall, textAlign: 'center' },
]);

/** The native control stays for keyboards and screen readers; the card shows the state. */
export const input = style({ accentColor: vars.color.brand, margin: 0, flexShrink: 0, inlineSize: '1.15rem', blockSize: '1.15rem' });
export const hiddenInput = style({ position: 'absolute', opacity: 0, inlineSize: 1, blockSize: 1, margin: 0, pointerEvents: 'none' });

export const choiceText = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });
export const choiceName = style({ fontWeight: vars.fontWeight.medium });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.regular });
export const price = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'space-between', alignItems: 'center' });

export const partTitle = style({ margin: 0, marginBlockStart: vars.space.small, fontSize: vars.fontSize.medium, fontWeight: vars.fontWeight.bold });

export const summary = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xsmall} ${vars.space.medium}`, margin: 0 });
export const summaryTerm = style({ color: vars.color.textMuted });
export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, minInlineSize: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** A wrapper that adds no box (a dt/dd pair, a list item around a picture). */
export const contents = style({ display: 'contents' });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.medium });

/** The day step's paging bar: earlier days, the shown range, later days (one row on a phone). */
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xsmall });
export const pagerRange = style({ margin: 0, flex: 1, textAlign: 'center', fontSize: vars.fontSize.small, color: vars.color.textMuted, minInlineSize: 0 });
