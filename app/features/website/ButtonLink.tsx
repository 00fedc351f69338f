import { Link, type LinkProps } from 'react-aria-components';
import { button } from '../../../design-system/components/Button/Button.css';
import type { ButtonSize, ButtonTone } from '../../../design-system/components/Button';

export interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A link that looks like a button: a call to action that leads to another page ("Start your free trial"). */
export function ButtonLink({ tone = 'primary', size = 'medium', fullWidth = false, ...props }: ButtonLinkProps) {
  return <Link {...props} className={button({ tone, size, fullWidth })} />;
}
