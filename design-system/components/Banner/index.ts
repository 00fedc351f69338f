export { Banner, bannerTones } from './Banner';
