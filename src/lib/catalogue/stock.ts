/**
 * Stock status of a product, set by editors: what the product page says, whether Add to cart works,
 * and the schema.org availability crawlers read. The API refuses orders for out-of-stock products.
 */
export const STOCK_STATUSES = ['in_stock', 'out_of_stock', 'backorder'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  backorder: 'Available on backorder',
};

/** schema.org ItemAvailability for the Product offer's JSON-LD. */
export const STOCK_AVAILABILITY: Record<StockStatus, string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

/** Reads a status sent by the API; anything unknown is treated as in stock (older API hosts send none). */
export function stockStatusOf(value: unknown): StockStatus {
  return (STOCK_STATUSES as readonly unknown[]).includes(value) ? (value as StockStatus) : 'in_stock';
}

export const canBuy = (status: StockStatus): boolean => status !== 'out_of_stock';

/** The API's answer when an order names a product that cannot be bought now. */
export const outOfStockMessage = (title: string): string => `${title} is out of stock.`;
