import { style } from '@vanilla-extract/css';

export const host = style({ display: 'inline-flex' });
