import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const horizontal = style({ border: 'none', borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`, margin: 0, inlineSize: '100%' });
export const vertical = style({ border: 'none', borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`, margin: 0, alignSelf: 'stretch' });
