import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

/** What the package includes: one row per feature, its icon beside it, no bullets. */
export const includes = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
export const included = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
