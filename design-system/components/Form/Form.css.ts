import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** Holds the fields without a box of its own: the form's layout applies to them as before. */
export const fields = style({ display: 'contents', border: 0, margin: 0, padding: 0, minInlineSize: 0 });
