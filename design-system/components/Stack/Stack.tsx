import type { ReactNode } from 'react';
import type { vars } from '../../theme/contract.css';
import { Box, type BoxProps } from '../Box';

export type Space = keyof typeof vars.space;
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
type StackAlign = (typeof stackAligns)[number];

const alignMap = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  gap?: Space;
  align?: StackAlign;
  children?: ReactNode;
}

/** Children one above the other with even space between them. */
export function Stack({ gap = 'medium', align = 'stretch', children, ...props }: StackProps) {
  return (
    <Box display="flex" flexDirection="column" gap={gap} alignItems={alignMap[align]} {...props}>
      {children}
    </Box>
  );
}
