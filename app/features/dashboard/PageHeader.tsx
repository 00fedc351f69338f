import type { ReactNode } from 'react';
import { Heading } from '../../../design-system/components/Heading';
import { Inline } from '../../../design-system/components/Inline';
import { Text } from '../../../design-system/components/Text';

/** A screen's title (its h1, also the document title), an optional description and its main actions. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Inline align="space-between" alignY="center" gap="medium" marginBlockEnd="large">
      <title>{title}</title>
      <div>
        <Heading level={1}>{title}</Heading>
        {description ? (
          <Text tone="muted" size="small">
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? <Inline gap="small">{actions}</Inline> : null}
    </Inline>
  );
}
