import { style } from '@vanilla-extract/css';

export const root = style({});

/** The clear button only shows when there is something to clear. */
export const clear = style({ selectors: { [`${root}[data-empty] &`]: { visibility: 'hidden' } } });

/** Hide the browser's own clear cross: ours is translated and keyboard-reachable. */
export const input = style({
  selectors: { '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none', appearance: 'none' } },
});
