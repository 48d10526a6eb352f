/** The stock badge: more than 10 green, 1 to 10 yellow, 0 red. */
export type StockTone = 'green' | 'yellow' | 'red';

export function stockBadge(stock: number): { tone: StockTone; label: string } {
  if (!(stock > 0)) return { tone: 'red', label: 'Out of stock' };
  return { tone: stock > 10 ? 'green' : 'yellow', label: `${stock} in stock` };
}
