import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Space } from '../Stack';

export const inlineAligns = ['start', 'center', 'end', 'space-between'] as const;
type InlineAlign = (typeof inlineAligns)[number];
const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', 'space-between': 'space-between' } as const;
const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'justifyContent' | 'alignItems' | 'wrap'> {
  gap?: Space;
  /** Along the reading direction: `start` is the right edge in Arabic. */
  align?: InlineAlign;
  alignY?: keyof typeof alignYMap;
  wrap?: boolean;
  children?: ReactNode;
}

/** Children side by side in reading order, wrapping onto new lines when space runs out. */
export function Inline({ gap = 'small', align = 'start', alignY = 'center', wrap = true, children, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justifyMap[align]}
      alignItems={alignYMap[alignY]}
      {...props}
    >
      {children}
    </Box>
  );
}
