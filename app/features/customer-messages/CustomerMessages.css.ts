import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

/** A message as the customer's phone shows it: a bubble, its line breaks kept, long links wrapped. */
export const bubble = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  borderEndStartRadius: vars.radius.small,
  background: vars.color.positiveSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.large,
  maxInlineSize: '32rem',
});

export const reminderRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const grow = style({ flexGrow: 1 });

export const figure = style({ margin: 0 });
