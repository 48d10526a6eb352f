import { formatPrice } from '../data/format.ts';
import type { Product } from '../data/product.ts';
import { catalogueStats } from '../data/stats.ts';

export function CatalogueStats({ products }: { products: readonly Product[] }) {
  const stats = catalogueStats(products);
  const items = [
    { label: 'Total products', value: String(stats.total) },
    { label: 'In stock', value: String(stats.inStock) },
    { label: 'Starting From', value: formatPrice(stats.lowest) },
    { label: 'Premium Range', value: formatPrice(stats.highest) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="catalogue-stats">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
          <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">
            {item.label}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-stone-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
