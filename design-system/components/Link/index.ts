export { Link, linkTones, linkUnderlines, type LinkProps, type LinkTone, type LinkUnderline } from './Link';
export { isExternalHref } from './external';
