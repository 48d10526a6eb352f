import { cx } from '../../../ui/cx.ts';
import { stockBadge, type StockTone } from '../data/stock.ts';

const TONES: Record<StockTone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-700/30',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-700/30',
  red: 'bg-red-100 text-red-900 ring-red-700/30',
};

export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const { tone, label } = stockBadge(stock);
  return (
    <span
      data-testid="stock-badge"
      data-tone={tone}
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
