/**
 * The API ("admin host"): every call of docs/product.md#api-calls under /api, plus the bulk catalogue export.
 * Apart from the Node entry so tests call app.request() without a server.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { HealthSchema } from '../lib/api/schemas/content.ts';
import { SYNONYM_GROUPS_MAX, SYNONYM_TERM_MAX, SYNONYM_TERMS_MAX } from '../lib/api/schemas/search.ts';
import { MAX_ATTACHMENT_BYTES } from '../lib/forms/forms.ts';
import { MAX_EDIT_BODY_BYTES, MAX_IMPORT_BYTES, MAX_UPLOAD_BYTES } from '../lib/forms/limits.ts';
import type { AppDeps, AppEnv } from './env.ts';
import { isAdmin } from './http/admin-token.ts';
import { limitBodies } from './http/body-limit.ts';
import { onError } from './http/errors.ts';
import { noStore } from './http/no-store.ts';
import { doc, openApiDocument } from './http/openapi.ts';
import { browserOrigins } from './http/same-site.ts';
import { staffAuth } from './http/staff.ts';
import { guardText } from './http/text-guard.ts';
import { adminCatalogueRoutes } from './routes/admin-catalogue.ts';
import { adminContentRoutes } from './routes/admin-content.ts';
import { adminCustomerRoutes } from './routes/admin-customers.ts';
import { adminEmailRoutes } from './routes/admin-emails.ts';
import { adminFitmentRoutes } from './routes/admin-fitment.ts';
import { adminFreightRoutes } from './routes/admin-freight.ts';
import { adminInboxRoutes } from './routes/admin-inbox.ts';
import { adminNoticeRoutes } from './routes/admin-notices.ts';
import { adminOrderBulkRoutes } from './routes/admin-order-bulk.ts';
import { adminOrderDocumentRoutes } from './routes/admin-order-documents.ts';
import { adminOrderExportRoutes } from './routes/admin-order-export.ts';
import { adminOrderShipmentRoutes } from './routes/admin-order-shipments.ts';
import { adminOrderRoutes } from './routes/admin-orders.ts';
import { adminProductCsvRoutes } from './routes/admin-product-csv.ts';
import { adminProductFitmentRoutes } from './routes/admin-product-fitment.ts';
import { adminPublishingRoutes } from './routes/admin-publishing.ts';
import { adminRefundRoutes } from './routes/admin-refunds.ts';
import { adminReturnRoutes } from './routes/admin-returns.ts';
import { adminReviewRoutes } from './routes/admin-reviews.ts';
import { adminSearchRoutes } from './routes/admin-search.ts';
import { adminSearchTuningRoutes } from './routes/admin-search-tuning.ts';
import { adminSessionRoutes } from './routes/admin-session.ts';
import { adminSettingsRoutes } from './routes/admin-settings.ts';
import { adminStaffRoutes } from './routes/admin-staff.ts';
import { adminStockRoutes } from './routes/admin-stock.ts';
import { adminTaxonomyRoutes } from './routes/admin-taxonomy.ts';
import { adminUploadRoutes } from './routes/admin-uploads.ts';
import { adminVehicleRoutes } from './routes/admin-vehicles.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blogs.ts';
import { catalogueRoutes } from './routes/catalogue.ts';
import { exportRoutes } from './routes/catalogue-export.ts';
import { contentRoutes } from './routes/content.ts';
import { customerServiceRoutes } from './routes/customer-service.ts';
import { freightRoutes } from './routes/freight.ts';
import { garageRoutes } from './routes/garage.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { orderReturnRoutes } from './routes/order-return.ts';
import { paymentRoutes, testGatewayRoutes } from './routes/payments.ts';
import { orderRoutes } from './routes/place-order.ts';
import { profileRoutes } from './routes/profile.ts';
import { promoCodeRoutes } from './routes/promo-codes.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { searchRoutes } from './routes/search.ts';
import { shopRoutes } from './routes/shop.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { stockRoutes } from './routes/stock.ts';
import { addressRoutes } from './routes/user-addresses.ts';
import { memberOrderRoutes } from './routes/user-orders.ts';
import { vehicleRoutes } from './routes/vehicles.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { UPLOAD_MESSAGES } from './services/image-upload.ts';

/** Builds the API app around its dependencies; mounted at /api by the site server. */
export function createApi(deps: AppDeps) {
  const api = new Hono<AppEnv>();
  // Browsers may call the API only from the storefront's own origin (and any listed in CORS_ORIGINS).
  const origins = browserOrigins(deps);
  api.use(
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  // JSON answers are never pages: no framing, no sniffing, nothing loaded on their behalf.
  api.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      referrerPolicy: 'no-referrer',
      crossOriginResourcePolicy: 'same-site',
      strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    }),
  );
  // Back-office answers and answers to a caller with a token are for that caller alone.
  api.use(
    '/admin/*',
    noStore(() => true),
  );
  api.use(noStore((c) => c.req.header('Authorization') !== undefined));
  // Every body is size-checked before anything reads it. The return form carries a 5 MiB file: its
  // limit sits a little above the route's own, so that route's message about the file is the one seen.
  // Back-office edits carry long descriptions, uploads an image, the import a whole CSV.
  api.use(
    limitBodies({
      '/order-return': MAX_ATTACHMENT_BYTES + 128 * 1024,
      ...Object.fromEntries(
        ['products', 'brands', 'blogs', 'pages', 'page-meta'].flatMap((kind) => [
          [`/admin/${kind}`, MAX_EDIT_BODY_BYTES],
          [`/admin/${kind}/*`, MAX_EDIT_BODY_BYTES],
        ]),
      ),
      // Form overhead on top of the file; past it the route's own message, whatever the size.
      '/admin/uploads': { maxSize: MAX_UPLOAD_BYTES + 64 * 1024, message: UPLOAD_MESSAGES.tooLarge },
      '/reviews/photos': { maxSize: MAX_UPLOAD_BYTES + 64 * 1024, message: UPLOAD_MESSAGES.tooLarge },
      // The whole synonym list at its limits, every character a 4-byte one, with its JSON punctuation.
      '/admin/search/synonyms': SYNONYM_GROUPS_MAX * SYNONYM_TERMS_MAX * (SYNONYM_TERM_MAX * 4 + 4) + 1024,
      '/admin/products/import': MAX_IMPORT_BYTES,
      '/admin/stock/import': MAX_IMPORT_BYTES,
      '/admin/fitment/import': MAX_IMPORT_BYTES,
      // Stripe's events can be larger than a form (a charge with its payment method and outcome).
      '/webhooks/stripe': 1024 * 1024,
      '/webhooks/paypal': 1024 * 1024,
    }),
  );
  // Providers' signed events are taken as sent (their text is the provider's, checked by the signature).
  api.use((c, next) => (/\/webhooks\/(stripe|paypal)$/.test(c.req.path) ? next() : guardText(c, next)));
  api.use(async (c, next) => {
    c.set('db', deps.db);
    c.set('deps', deps);
    c.set('user', null);
    c.set('token', null);
    c.set('actor', null);
    await next();
  });
  // The back office (docs/design.md#back-office): sign-in first, then every /admin call needs a staff session
  // or the machine token, and each route checks the role (http/staff.ts's allow).
  api.route('/admin', adminSessionRoutes);
  api.use('/admin/*', staffAuth);
  api.get('/health', doc('Shop', 'The API answers', { 200: HealthSchema }), (c) => c.json({ status: 'ok' }));
  // Generated from the routes' own schemas when first asked for; /admin only for the shop's token.
  api.get(
    '/openapi.json',
    openApiDocument(api, (c) => isAdmin(c.req.header('Authorization'), deps.adminToken)),
  );
  api.route('/', catalogueRoutes);
  api.route('/', searchRoutes);
  api.route('/', shopRoutes);
  api.route('/', stockRoutes);
  api.route('/', freightRoutes);
  api.route('/', vehicleRoutes);
  api.route('/', contentRoutes);
  api.route('/', authRoutes);
  api.route('/', profileRoutes);
  api.route('/', addressRoutes);
  api.route('/', garageRoutes);
  api.route('/', memberOrderRoutes);
  api.route('/', invoiceRoutes);
  api.route('/', orderRoutes);
  api.route('/', promoCodeRoutes);
  api.route('/', customerServiceRoutes);
  api.route('/', orderReturnRoutes);
  api.route('/', reviewRoutes);
  api.route('/', paymentRoutes);
  api.route('/', webhookRoutes);
  // Only in a shop that is in test mode as a whole: a live shop answers 404 under /test-gateway.
  if (deps.gateways.mode === 'test' && deps.gateways.test) api.route('/test-gateway', testGatewayRoutes);
  api.route('/', blogRoutes);
  api.route('/', sitemapRoutes);
  api.route('/catalogue', exportRoutes);
  api.route('/admin', adminProductCsvRoutes);
  api.route('/admin', adminStockRoutes);
  api.route('/admin', adminFitmentRoutes);
  api.route('/admin', adminCatalogueRoutes);
  api.route('/admin', adminProductFitmentRoutes);
  api.route('/admin', adminVehicleRoutes);
  api.route('/admin', adminUploadRoutes);
  api.route('/admin', adminPublishingRoutes);
  api.route('/admin', adminTaxonomyRoutes);
  api.route('/admin', adminContentRoutes);
  api.route('/admin', adminSettingsRoutes);
  api.route('/admin', adminEmailRoutes);
  api.route('/admin', adminFreightRoutes);
  api.route('/admin', adminOrderBulkRoutes);
  api.route('/admin', adminOrderExportRoutes);
  api.route('/admin', adminOrderDocumentRoutes);
  api.route('/admin', adminOrderShipmentRoutes);
  api.route('/admin', adminNoticeRoutes);
  api.route('/admin', adminOrderRoutes);
  api.route('/admin', adminRefundRoutes);
  api.route('/admin', adminReturnRoutes);
  api.route('/admin', adminReviewRoutes);
  api.route('/admin', adminSearchRoutes);
  api.route('/admin', adminSearchTuningRoutes);
  api.route('/admin', adminCustomerRoutes);
  api.route('/admin', adminInboxRoutes);
  api.route('/admin', adminStaffRoutes);
  // A catch-all route (not notFound) so the answer is the same when this app is mounted under /api.
  api.all('*', (c) => c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  api.onError(onError);
  return api;
}

/** The API mounted at /api, as a caller sees it. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.route('/api', createApi(deps));
  app.onError(onError);
  return app;
}
