import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.medium,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
// Urdu reads best in Nastaliq; it needs more line height.
globalStyle('html[lang="ur"] body', {
  fontFamily: `"Noto Nastaliq Urdu", ${vars.font.body}`,
  lineHeight: '2.2',
});
globalStyle('img, svg, video', { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.brand });
// A numbered list's markers in the page's digits (one digit system per page): Arabic writes
// Arabic-Indic digits, as its Intl locale does (shared/intl-locale.ts); Urdu, like English and
// Turkish, Latin ones (the browser's default `decimal`).
globalStyle('ol:lang(ar)', { listStyleType: 'arabic-indic' });
globalStyle(':focus-visible', { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      // No movement at all: an entrance that lasts 0.01 ms still starts at its first frame
      // (opacity 0), and a page that paints no frame for a while keeps showing that frame.
      animation: 'none !important',
      transition: 'none !important',
      scrollBehavior: 'auto',
    },
  },
});
