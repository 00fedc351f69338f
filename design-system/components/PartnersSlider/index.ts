export { PartnersSlider, type Partner } from './PartnersSlider';
export { PARTNERS_AUTO_ADVANCE_MS } from './carousel';
