export { Hero, type HeroImage, type HeroProps } from './Hero';
