import { style } from '@vanilla-extract/css';

export const frame = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' });
