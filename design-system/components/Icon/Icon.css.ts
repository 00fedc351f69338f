import { style } from '@vanilla-extract/css';

export const icon = style({ inlineSize: '1.25em', blockSize: '1.25em', flexShrink: 0, verticalAlign: 'middle' });
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
