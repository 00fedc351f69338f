import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import * as styles from './Breadcrumbs.css';

interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where the crumb goes; the last crumb (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the top level down to the current page (last). */
  items: readonly BreadcrumbItem[];
  /** The navigation's accessible name; defaults to "Breadcrumbs" in the current language. */
  label?: string;
}

/**
 * Where the page sits in the hierarchy (Salons › Riyadh salon › Barbers), each level a link and
 * the current page last, marked `aria-current="page"`. Separators are chevrons that point along
 * the reading direction (mirrored in Arabic) and are hidden from assistive tech. Long trails wrap.
 */
export function Breadcrumbs({ items, label }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={label ?? intl.formatMessage({ id: 'ds.navigation.breadcrumbs.label' })}>
      <AriaBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && (
                  <span className={styles.separator} aria-hidden="true">
                    <Icon name="chevronEnd" />
                  </span>
                )}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
