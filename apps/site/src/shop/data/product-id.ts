/** The product id from the route params, else from the URL (`/product/{id}...`). */
export function productIdFrom(params: Readonly<Record<string, string>>): string {
  if (params.id) return params.id;
  const path = typeof location === 'undefined' ? '' : location.pathname;
  return /^\/product\/([^/]+)/.exec(path)?.[1] ?? '';
}
