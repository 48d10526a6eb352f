/** The product page's tabs; the active one comes from the path ending. */
export const PRODUCT_TABS = [
  { id: 'overview', label: 'Overview', segment: '' },
  { id: 'reviews', label: 'Reviews', segment: 'reviews' },
  { id: 'comments', label: 'Comments', segment: 'comments' },
  { id: 'shipping', label: 'Shipping', segment: 'shipping' },
] as const;

export type ProductTab = (typeof PRODUCT_TABS)[number]['id'];

export function tabFromPath(pathname: string): ProductTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return PRODUCT_TABS.find((tab) => tab.segment !== '' && tab.segment === last)?.id ?? 'overview';
}

export function tabHref(productId: number | string, tab: ProductTab): `/product/${string}` {
  const segment = PRODUCT_TABS.find((t) => t.id === tab)?.segment ?? '';
  return segment ? `/product/${productId}/${segment}` : `/product/${productId}`;
}
