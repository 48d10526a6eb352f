import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { stockBadge, type StockTone } from '../data/stock.ts';

const TONES: Record<StockTone, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/** A product's stock as a badge: in stock, low, or out. */
export function StockBadge({ stock, className }: { stock: number; className?: string }) {
  const { tone, label } = stockBadge(stock);
  return (
    <Badge tone={TONES[tone]} data-testid="stock-badge" data-tone={tone} className={className}>
      {label}
    </Badge>
  );
}
