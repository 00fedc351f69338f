import { useIntl } from 'react-intl';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { isExternalHref } from './external';
import * as styles from './Link.css';

export const linkTones = ['brand', 'neutral', 'critical', 'inherit'] as const;
export const linkUnderlines = ['always', 'hover'] as const;
type LinkTone = (typeof linkTones)[number];
type LinkUnderline = (typeof linkUnderlines)[number];

export interface LinkProps extends AriaLinkProps {
  tone?: LinkTone;
  underline?: LinkUnderline;
  /** Opens in a new tab with the external-link icon; by default true for http(s) addresses on another origin. */
  isExternal?: boolean;
}

/**
 * Navigation to a page or an external site. In-app paths go through the router (React Aria's
 * RouterProvider). External links open in a new tab with `rel="noopener noreferrer"`, show the
 * external-link icon and tell screen readers "opens in a new tab". For actions use Button.
 */
export function Link({ tone = 'brand', underline = 'always', isExternal, className, children, target, rel, ...props }: LinkProps) {
  const intl = useIntl();
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const external = isExternal ?? isExternalHref(props.href, origin);
  return (
    <AriaLink
      {...props}
      target={external ? '_blank' : target}
      rel={external ? [rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ') : rel}
      className={composeRenderProps(className, (own) => [styles.link({ tone, underline }), own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {external && (
            <>
              <Icon name="externalLink" />
              <VisuallyHidden>{intl.formatMessage({ id: 'ds.actions.link.newTab' })}</VisuallyHidden>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
