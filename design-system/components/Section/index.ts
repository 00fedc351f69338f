export { Section, sectionAligns, sectionTones, type SectionAlign, type SectionProps, type SectionTone } from './Section';
