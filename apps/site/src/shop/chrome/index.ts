/*
 * What the shop puts in the shell, loaded as one chunk when the shop is first the active app.
 * While it shows, the cart follows changes made in other tabs.
 */
import { followOtherTabs } from '../data/cart-store.ts';

export { ShopBanners } from './ShopBanners.tsx';
export { ShopNav } from './ShopNav.tsx';
export { ShopSidebar } from './ShopSidebar.tsx';

if (typeof window !== 'undefined') followOtherTabs();
