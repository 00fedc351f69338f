export { PartnersSlider, type Partner, type PartnersSliderProps } from './PartnersSlider';
export { PARTNER_SLIDE_MIN_PX, PARTNERS_AUTO_ADVANCE_MS } from './carousel';
