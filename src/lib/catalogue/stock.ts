/**
 * Stock status of a product: what the product page says, whether Add to cart works, and the
 * schema.org availability crawlers read. Editors set it while a product's stock is not counted; once
 * it is, the server works it out from the stock levels (`statusFrom`). The API refuses orders for
 * out-of-stock products, and orders of more than is available (services/stock/reserve.ts).
 */
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock', 'backorder'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
  backorder: 'Available on backorder',
};

/** schema.org ItemAvailability for the Product offer's JSON-LD. */
export const STOCK_AVAILABILITY: Record<StockStatus, string> = {
  in_stock: 'https://schema.org/InStock',
  low_stock: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

/** Reads a status sent by the API; anything unknown is treated as in stock (older API hosts send none). */
export function stockStatusOf(value: unknown): StockStatus {
  return (STOCK_STATUSES as readonly unknown[]).includes(value) ? (value as StockStatus) : 'in_stock';
}

export const canBuy = (status: StockStatus): boolean => status !== 'out_of_stock';

/** A counted product's status from what every location has available for sale. */
export function statusFrom(available: number, lowThreshold: number, backorderAllowed: boolean): StockStatus {
  if (available > lowThreshold) return 'in_stock';
  if (available > 0) return 'low_stock';
  return backorderAllowed ? 'backorder' : 'out_of_stock';
}

/** The API's answer when an order names a product that cannot be bought now. */
export const outOfStockMessage = (title: string): string => `${title} is out of stock.`;

/** The API's answer when an order line asks for more than the shop has and cannot backorder. */
export const notEnoughMessage = (title: string, available: number): string =>
  available <= 0
    ? outOfStockMessage(title)
    : `Only ${available} of ${title} ${available === 1 ? 'is' : 'are'} available.`;
