/* The shop's sidebar and banners, loaded as one chunk when the shop is first the active app. */

export { ShopBanners } from './ShopBanners.tsx';
export { ShopSidebar } from './ShopSidebar.tsx';
