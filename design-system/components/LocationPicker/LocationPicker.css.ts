import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xsmall, fontWeight: vars.fontWeight.bold, color: vars.color.text });

/** The map is a button (a press puts the pin there); no button look of its own, the global focus ring. */
export const map = style({ display: 'block', inlineSize: '100%', padding: 0, font: 'inherit', cursor: 'crosshair' });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
