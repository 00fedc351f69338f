export { Banner, bannerTones, type BannerAction, type BannerProps, type BannerTone } from './Banner';
