export { Heading, headingLevels, type HeadingLevel } from './Heading';
