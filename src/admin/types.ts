/**
 * The back office's view of the /api/admin answers, money in integer cents and dates as ISO text:
 * derived from the API's own schemas (src/lib/api/schemas/), the ones its OpenAPI document is made
 * from, so they cannot drift from what the server sends.
 */
import type * as v from 'valibot';
import type { OrderItem } from '../lib/api/schemas/admin-orders.ts';
import type {
  LowStockSchema,
  PickListSchema,
  ProductStockSchema,
  StockImportSchema,
} from '../lib/api/schemas/stock.ts';

export type { ContactMessage, CustomerDetail, CustomerRow } from '../lib/api/schemas/admin-customers.ts';
export type {
  Address,
  Dashboard,
  OrderDetail,
  OrderItem,
  OrderRow,
  TimelineEvent,
} from '../lib/api/schemas/admin-orders.ts';
export type { CsvLineError } from '../lib/api/schemas/admin-products.ts';
export type { ReturnDetail, ReturnRow } from '../lib/api/schemas/admin-returns.ts';
export type { AuditRow, Staff } from '../lib/api/schemas/admin-staff.ts';
export type { Page } from '../lib/api/schemas/common.ts';
export type { AdminReview, FitmentTask } from '../lib/api/schemas/reviews.ts';
export type { StockLevel } from '../lib/api/schemas/stock.ts';

/** Where part of an order line is held, or was (a location, or null for a backorder). */
export type LineStock = OrderItem['stock'][number];
/** A product's stock settings and its level at every location (GET/PUT /admin/products/{id}/stock). */
export type ProductStock = v.InferOutput<typeof ProductStockSchema>;
export type LowStockRow = v.InferOutput<typeof LowStockSchema>['data'][number];
export type PickList = v.InferOutput<typeof PickListSchema>;
/** What a stock CSV import did, or (dry run) would do. */
export type StockImport = v.InferOutput<typeof StockImportSchema>;
