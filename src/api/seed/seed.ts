/** Seeds an empty database with the demo Australian auto-parts catalogue (docs/design.md#seed-data). */
import { sql } from 'drizzle-orm';
import { slugify } from '../../lib/format/text.ts';
import { DEFAULT_TRACKING_LINKS } from '../../lib/orders/fulfilment.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { grantMemberPlan } from '../services/membership.ts';
import { hashPassword } from '../services/passwords.ts';
import { blogSeeds } from './data/blogs.ts';
import { faqSeeds } from './data/faqs.ts';
import { infoPageSeeds } from './data/info-pages.ts';
import { locationSeeds, seedOnHand } from './data/locations.ts';
import { pageMetaSeeds } from './data/page-meta.ts';
import { brandSeeds, categorySeeds } from './data/taxonomy.ts';
import { type VehicleSeed, vehicleSeeds } from './data/vehicles.ts';
import { expandVehicles, generateFitment } from './fitment.ts';
import { childSkuOf, generateProducts } from './products.ts';

export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'Demo!2345', name: 'Demo Customer' };
const DAY = 86_400_000;

/** True when the catalogue has not been seeded yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.generalSettings);
  return (row?.n ?? 0) === 0;
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/**
 * Inserts settings, plans, taxonomy, vehicles, `productCount` products with their fitment, page meta,
 * blogs and a demo customer. `vehicleCount` beyond the real vehicle list adds made-up builds of real
 * series (for benchmarks); by default only the real list.
 */
export async function seed(
  db: Db,
  { productCount = 300, vehicleCount }: { productCount?: number; vehicleCount?: number } = {},
): Promise<void> {
  const now = Date.now();
  const vehicleList =
    vehicleCount === undefined ? vehicleSeeds : vehicleCount === 0 ? [] : expandVehicles(vehicleCount);
  const products = generateProducts(productCount);
  // No vehicles (the benchmark's baseline): a catalogue without fitment, every product universal.
  const { universal, fitments } =
    vehicleList.length === 0
      ? { universal: products.map(() => true), fitments: [] }
      : generateFitment(products, vehicleList);
  await db.transaction(async (tx) => {
    await tx.insert(t.generalSettings).values({
      id: 1,
      gstBp: 1000,
      deliveryChargeCents: 1500,
      freeDeliveryThresholdCents: 40000,
      returnDays: 30,
      warrantyYears: 2,
      memberDiscountBp: 1000,
      newsletterDiscountBp: 1000,
      // A demo seller; a shop enters its own legal name, ABN and address before trading.
      sellerLegalName: 'Example Auto Parts Pty Ltd',
      sellerAbn: '53004085260',
      sellerAddress: '12 Example Street, Parramatta NSW 2150',
      trackingLinks: DEFAULT_TRACKING_LINKS,
    });
    await tx.insert(t.socialLinks).values([
      { option: '_facebook_link', value: 'https://www.facebook.com/example-auto-parts' },
      { option: '_twitter_link', value: 'https://x.com/example_auto' },
      { option: '_instagram_link', value: 'https://www.instagram.com/example.auto.parts' },
      { option: '_youtube_link', value: 'https://www.youtube.com/@exampleautoparts' },
      { option: '_linke_din', value: 'https://www.linkedin.com/company/example-auto-parts' },
    ]);
    await tx.insert(t.signupPlans).values({ name: 'Welcome discount', discountBp: 500 });
    await tx.insert(t.membershipPlans).values([
      { planName: 'Member', discountBp: 1000, sortOrder: 1 },
      { planName: 'Trade Member', discountBp: 1500, sortOrder: 2, forTrade: true },
    ]);

    const categoryIds = new Map<string, number>();
    const childIds = new Map<string, number>();
    for (const [order, category] of categorySeeds.entries()) {
      const [row] = await tx
        .insert(t.categories)
        .values({
          sku: category.sku,
          title: category.title,
          permalink: slugify(category.title),
          thumbnailImage: `uploads/categories/${slugify(category.title)}.webp`,
          sortOrder: order,
        })
        .returning({ id: t.categories.id });
      categoryIds.set(category.sku, row!.id);
      const children = await tx
        .insert(t.childCategories)
        .values(
          category.children.map((child, i) => ({
            categoryId: row!.id,
            childSku: childSkuOf(category, i),
            childTitle: child.title,
            permalink: slugify(child.title),
            sortOrder: i,
          })),
        )
        .returning({ id: t.childCategories.id, childSku: t.childCategories.childSku });
      for (const c of children) childIds.set(c.childSku, c.id);
    }

    const brandRows = await tx
      .insert(t.brands)
      .values(
        brandSeeds.map((b) => ({
          title: b.title,
          permalink: b.permalink,
          logoImage: `uploads/brands/${b.permalink}-logo.webp`,
          coverImage: `uploads/brands/${b.permalink}-cover.webp`,
          description: b.about,
        })),
      )
      .returning({ id: t.brands.id, permalink: t.brands.permalink });
    const brandIds = new Map(brandRows.map((b) => [b.permalink, b.id]));

    const vehicleIds = await insertVehicles(tx, vehicleList);
    const productIds: number[] = [];
    for (const [b, batch] of chunks(products, 1000).entries()) {
      const inserted = await tx
        .insert(t.products)
        .values(
          batch.map((p, i) => {
            const created = new Date(now - p.ageDays * DAY);
            return {
              title: p.title,
              sku: p.sku,
              permalink: p.permalink,
              shortDescription: p.shortDescription,
              longDescription: p.longDescription,
              featuredImage: p.featuredImage,
              galleryMedia: p.galleryMedia,
              categoryId: categoryIds.get(p.categorySku)!,
              childCategoryId: childIds.get(p.childSku)!,
              brandId: brandIds.get(p.brandPermalink)!,
              priceCents: p.priceCents,
              weightGrams: p.weightGrams,
              lengthMm: p.lengthMm,
              widthMm: p.widthMm,
              heightMm: p.heightMm,
              freightClass: p.freightClass,
              dgUn: p.dangerousGoods?.un ?? '',
              dgClass: p.dangerousGoods?.dgClass ?? '',
              dgPackingGroup: p.dangerousGoods?.packingGroup ?? '',
              dgLimitedQuantity: p.dangerousGoods?.limitedQuantity ?? false,
              isFeatured: p.isFeatured,
              universal: universal[b * 1000 + i]!,
              trackStock: true,
              createdAt: created,
              updatedAt: created,
            };
          }),
        )
        .returning({ id: t.products.id });
      for (const row of inserted) productIds.push(row.id);
      const metaRows = batch.flatMap((p, i) =>
        Object.entries(p.meta).map(([option, value]) => ({ productId: inserted[i]!.id, option, value })),
      );
      for (const metaBatch of chunks(metaRows, 5000)) await tx.insert(t.productMeta).values(metaBatch);
      const discounts = batch.flatMap((p, i) =>
        p.discount
          ? [{ productId: inserted[i]!.id, discountType: p.discount.type, discountValue: p.discount.value }]
          : [],
      );
      if (discounts.length) await tx.insert(t.productDiscounts).values(discounts);
    }
    const locationIds = (
      await tx
        .insert(t.locations)
        .values(locationSeeds.map((l, i) => ({ ...l, sortOrder: i })))
        .returning({ id: t.locations.id })
    ).map((r) => r.id);
    const levels = productIds.flatMap((productId, i) =>
      locationIds.map((locationId, l) => ({ productId, locationId, onHand: seedOnHand(i, l) })),
    );
    for (const batch of chunks(levels, 5000)) await tx.insert(t.stockLevels).values(batch);
    await insertFitments(
      tx,
      fitments.map((f) => ({
        product_id: productIds[f.product]!,
        vehicle_id: vehicleIds[f.vehicle]!,
        position: f.position,
        qty: f.qty,
        note: f.note,
        year_from: f.yearFrom,
        year_to: f.yearTo,
        qualifiers: f.qualifiers,
      })),
    );

    await tx.insert(t.pageMeta).values(pageMetaSeeds());
    await tx.insert(t.blogs).values(
      blogSeeds.map((b) => {
        const slug = slugify(b.title);
        const created = new Date(now - b.ageDays * DAY);
        return {
          title: b.title,
          permalink: slug,
          description: b.description,
          content: b.content,
          active: b.active,
          featuredImage: `uploads/blogs/${slug}.webp`,
          fimageAltText: b.title,
          coverImage: `uploads/blogs/${slug}-cover.webp`,
          seoTitle: b.title,
          seoDescription: b.description,
          seoTags: 'car maintenance, auto parts, australia',
          schemaMarkup: b.schemaMarkup,
          pageIndex: b.pageIndex,
          createdAt: created,
          updatedAt: created,
        };
      }),
    );
  });

  await seedContent(db);
  const [user] = await db
    .insert(t.users)
    .values({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: '0412345678',
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      // The demo's email is the shop's own example: its guest orders show in its history.
      emailVerifiedAt: new Date(),
    })
    .returning({ id: t.users.id });
  await grantMemberPlan(db, user!.id);
  await db.insert(t.addresses).values({
    userId: user!.id,
    fName: 'Demo',
    lName: 'Customer',
    email: DEMO_CUSTOMER.email,
    phone: '0412345678',
    streetAddress: '12 Example Street',
    city: 'Parramatta',
    state: 'NSW',
    postCode: '2150',
    suburb: 'Parramatta',
    addressType: 'billing',
  });
}

/** Inserts the vehicle types; their ids, in the list's order. */
async function insertVehicles(tx: Pick<Db, 'insert'>, list: VehicleSeed[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(list, 1000)) {
    const rows = await tx
      .insert(t.vehicles)
      .values(
        batch.map((v) => ({
          make: v.make,
          model: v.model,
          series: v.series,
          yearFrom: v.yearFrom,
          yearTo: v.yearTo,
          body: v.body,
          engine: v.engine,
          engineCode: v.engineCode,
          displacementCc: v.displacementCc,
          fuel: v.fuel,
          drive: v.drive,
          transmission: v.transmission,
          ktype: v.ktype,
          redbookCode: v.redbookCode,
        })),
      )
      .returning({ id: t.vehicles.id });
    for (const row of rows) ids.push(row.id);
  }
  return ids;
}

/**
 * Inserts fitment rows as one JSON parameter per chunk (a few hundred thousand rows at benchmark
 * scale: far quicker than multi-row VALUES, and the same on PGlite and PostgreSQL).
 */
async function insertFitments(tx: Pick<Db, 'execute'>, rows: object[]): Promise<void> {
  for (const batch of chunks(rows, 20_000))
    await tx.execute(sql`
      INSERT INTO fitments (product_id, vehicle_id, position, qty, note, year_from, year_to, qualifiers)
      SELECT product_id, vehicle_id, position, qty, note, year_from, year_to, qualifiers
      FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(product_id int, vehicle_id int,
        position text, qty int, note text, year_from int, year_to int, qualifiers jsonb)`);
}

/** Adds the information pages and FAQs when their tables are empty (also for databases seeded before they existed). */
export async function seedContent(db: Db): Promise<void> {
  const [pages] = await db.select({ n: sql<number>`count(*)::int` }).from(t.infoPages);
  if ((pages?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(t.infoPages).values(
      infoPageSeeds.map((p) => ({
        slug: p.slug,
        title: p.title,
        summary: p.summary,
        content: p.content,
        schemaType: p.schemaType,
        seoTitle: p.title,
        seoDescription: p.summary,
      })),
    );
    await tx.insert(t.faqs).values(
      faqSeeds.flatMap((g, gi) =>
        g.items.map(([question, answer], qi) => ({
          groupName: g.group,
          question,
          answer,
          sortOrder: gi * 100 + qi,
        })),
      ),
    );
  });
}
