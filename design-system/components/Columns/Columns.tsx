import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Space } from '../Stack';

type Count = 1 | 2 | 3 | 4;

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'gap'> {
  /** Columns per breakpoint, e.g. `[1, 2, 3]` = one on phones, two from 500 px, three from 600 px. */
  columns: Count | Count[];
  gap?: Space;
  children?: ReactNode;
}

/** Equal-width columns that collapse on small screens (a CSS grid). */
export function Columns({ columns, gap = 'large', children, ...props }: ColumnsProps) {
  return (
    <Box display="grid" gridTemplateColumns={columns as BoxProps['gridTemplateColumns']} gap={gap} {...props}>
      {children}
    </Box>
  );
}
