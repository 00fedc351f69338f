import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../design-system/theme/breakpoints';
import { vars } from '../../design-system/theme/contract.css';

/** The website's content column from the wide breakpoint (1,700 px): see docs/decisions.md. */
const WIDE_CONTENT_MAX = '1520px';

export const frame = style({
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  // A 1,700 px screen gives the website's sections, cards, navbar and footer a wider column (1,200 → 1,520 px).
  // Set here, not in the theme: modals render outside this frame and keep their widths.
  '@media': { [mediaUp('wide')]: { vars: { [vars.size.contentMax]: WIDE_CONTENT_MAX } } },
});
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' });
