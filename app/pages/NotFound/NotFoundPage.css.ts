import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/theme/contract.css';

export const page = style({
  minBlockSize: '70vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge });
