import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

/** Set on <html> while the QR card prints: only the card goes on paper. */
export const PRINTING_ATTRIBUTE = 'data-printing-qr';

export const qrCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

export const qrImage = style({
  inlineSize: '12rem',
  blockSize: '12rem',
  borderRadius: vars.radius.small,
});

export const link = style({
  overflowWrap: 'anywhere',
});

globalStyle(`html[${PRINTING_ATTRIBUTE}] body *`, {
  '@media': { print: { visibility: 'hidden' } },
});
globalStyle(`html[${PRINTING_ATTRIBUTE}] ${qrCard}, html[${PRINTING_ATTRIBUTE}] ${qrCard} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`html[${PRINTING_ATTRIBUTE}] ${qrCard}`, {
  '@media': { print: { position: 'fixed', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' } },
});
globalStyle(`html[${PRINTING_ATTRIBUTE}] ${qrImage}`, {
  '@media': { print: { inlineSize: '60%', blockSize: 'auto' } },
});
globalStyle(`html[${PRINTING_ATTRIBUTE}] [data-print-hidden]`, {
  '@media': { print: { display: 'none' } },
});
