import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlMedium,
  blockSize: vars.size.controlMedium,
  borderRadius: vars.radius.full,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.large,
});

export const body = style({ display: 'flex', gap: vars.space.large, alignItems: 'flex-start' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0, flexGrow: 1 });
