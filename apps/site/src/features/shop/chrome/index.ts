/* What the shop puts in the shell, loaded as one chunk when the shop is first the active app. */

export { ShopBanners } from './ShopBanners.tsx';
export { ShopNav } from './ShopNav.tsx';
export { ShopSidebar } from './ShopSidebar.tsx';
