import type { Decorator } from '@storybook/react-vite';

/**
 * `parameters.frame`: the width a component is shown at, as it would sit in a page (a pricing
 * card in its column, a form field in a form), instead of stretched across the whole canvas.
 * A number is a maximum inline size in pixels; the names are the product's usual containers.
 */
const frameWidths = { field: 360, card: 400, form: 480, dialog: 560, panel: 720 } as const;
type FrameParameter = keyof typeof frameWidths | number;

export const withFrame: Decorator = (Story, context) => {
  const frame = context.parameters.frame as FrameParameter | undefined;
  if (frame === undefined) return <Story />;
  const width = typeof frame === 'number' ? frame : frameWidths[frame];
  return (
    <div style={{ maxInlineSize: width }} data-frame={width}>
      <Story />
    </div>
  );
};
