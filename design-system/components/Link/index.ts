export { Link, linkTones, linkUnderlines } from './Link';
