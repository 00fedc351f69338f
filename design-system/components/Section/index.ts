export { Section, sectionAligns, sectionTones } from './Section';
