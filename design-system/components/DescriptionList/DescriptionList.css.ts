import { createContainer, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const listContainer = createContainer();
const wide = `${listContainer} (min-width: ${breakpoints.sm}px)`;

export const container = style({ containerType: 'inline-size', containerName: listContainer, minInlineSize: vars.space.none });

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  selectors: { '& + &': { borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}` } },
  '@container': {
    [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space.large, alignItems: 'baseline' },
  },
});

export const term = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small, overflowWrap: 'anywhere' });

export const detail = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
