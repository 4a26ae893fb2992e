/**
 * node scripts/bench/reviews.ts --reviews N: gives the generated catalogue in DATA_DIR (or
 * DATABASE_URL) N approved reviews of real-looking delivered orders, in a few bulk statements, for the
 * build benchmark's reviews tier (docs/design.md#ratings-and-reviews). Reviews are spread unevenly, as
 * a shop's are: a few best sellers carry hundreds, most products a handful, many none. A line of a
 * vehicle-specific product is bought for one of the vehicles it fits (so its review has a fit rating
 * and "Fitted to …"); a universal one for none. One order carries five lines; a tenth of the reviews
 * have the shop's reply. Seeded random numbers: the same catalogue gets the same reviews.
 */
import { parseArgs } from 'node:util';
import { openDatabase, pgliteDir } from '../../src/api/db/client.ts';
import { describeHolder, holdDataDir } from '../../src/api/db/data-dir-lock.ts';
import { readConfig } from '../../src/config.ts';

const LINES_AN_ORDER = 5;

/** The statements that add `count` approved reviews (and their orders and lines). */
function reviewStatements(count: number): string[] {
  const orders = Math.ceil(count / LINES_AN_ORDER);
  return [
    'SELECT setseed(0.51)',
    // Products by rank: review n goes to the product at rank ~ n_products × random()^3 (a long tail).
    `CREATE TEMP TABLE bench_ranked AS
       SELECT row_number() OVER (ORDER BY id) AS rank, id, title, sku FROM products WHERE active`,
    'CREATE UNIQUE INDEX ON bench_ranked (rank)',
    `CREATE TEMP TABLE bench_fits AS
       SELECT f.product_id, row_number() OVER (PARTITION BY f.product_id ORDER BY f.vehicle_id) AS n,
              count(*) OVER (PARTITION BY f.product_id) AS total,
              jsonb_build_object('id', v.id, 'year', v.year_from, 'make', v.make, 'model', v.model,
                'series', v.series, 'engine', v.engine,
                'label', concat_ws(' ', v.year_from, v.make, v.model, nullif(v.series, ''), nullif(v.engine, ''))) AS vehicle
         FROM fitments f JOIN vehicles v ON v.id = f.vehicle_id`,
    'CREATE INDEX ON bench_fits (product_id, n)',
    `INSERT INTO orders (invoice_number, f_name, l_name, email, phone, street_address, city, state,
                        post_code, payment_method, subtotal_cents, delivery_cents, gst_cents, total_cents, status)
       SELECT 'BENCHREVIEW' || g, (ARRAY['Sam','Jess','Mark','Priya','Tom','Mei','Aroha','Luca'])[1 + g % 8],
              chr(65 + g % 26) || 'enchley', 'reviewer' || g || '@example.com', '0412345678',
              '1 George St', 'Sydney', 'NSW', '2000', 'Stripe', 0, 0, 0, 0, 'delivered'
         FROM generate_series(1, ${orders}) g`,
    `CREATE TEMP TABLE bench_lines AS
       SELECT g, o.id AS order_id, o.f_name || ' ' || left(o.l_name, 1) || '.' AS author,
              (SELECT rank FROM bench_ranked ORDER BY rank DESC LIMIT 1) AS products, random() AS pick, random() AS fit_pick
         FROM generate_series(0, ${count - 1}) g
         JOIN orders o ON o.invoice_number = 'BENCHREVIEW' || (1 + g / ${LINES_AN_ORDER})`,
    `CREATE TEMP TABLE bench_items AS
       SELECT nextval(pg_get_serial_sequence('order_items', 'id')) AS item_id, l.order_id, l.author,
              p.id AS product_id, p.title, p.sku, l.fit_pick,
              (SELECT f.vehicle FROM bench_fits f
                WHERE f.product_id = p.id AND f.n = 1 + floor(l.fit_pick * 997)::int % f.total) AS vehicle
         FROM bench_lines l
         JOIN bench_ranked p ON p.rank = 1 + floor(l.products * power(l.pick, 3))::int
        ORDER BY l.g`,
    `INSERT INTO order_items (id, order_id, product_id, product_title, sku, quantity, price_cents, subtotal_cents, vehicle)
       SELECT item_id, order_id, product_id, title, sku, 1, 10000, 10000, vehicle FROM bench_items`,
    `INSERT INTO reviews (product_id, order_item_id, order_id, author_name, quality, fit, vehicle, title, body,
                          status, reply, created_at, updated_at, moderated_at)
       SELECT product_id, item_id, order_id, author,
              (ARRAY[5,5,5,5,4,4,4,3,2,1])[1 + floor(random() * 10)::int],
              CASE WHEN vehicle IS NULL THEN NULL
                   WHEN fit_pick < 0.8 THEN 'fitted' WHEN fit_pick < 0.92 THEN 'needed_changes' ELSE 'did_not_fit' END,
              vehicle,
              (ARRAY['Right part, first time','Does the job','Good value for money','Quality feels solid',
                     'Not quite what I expected','Quick delivery, easy fit'])[1 + floor(random() * 6)::int],
              (ARRAY['Bolted straight on with the original hardware. Took about twenty minutes and it has been quiet since.',
                     'Packaging was good and it arrived in two days. Fitment matched the listing exactly.',
                     'Had to open up the mounting holes slightly, but once in it has been fine over a few thousand kilometres of mixed driving.',
                     E'Ordered on a Monday, fitted on the Wednesday.\\nWould buy again.'])[1 + floor(random() * 4)::int],
              'approved',
              CASE WHEN random() < 0.1 THEN 'Thanks for taking the time to review: glad it suits.' ELSE '' END,
              now() - (random() * interval '700 days'), now(), now()
         FROM bench_items`,
    "UPDATE reviews SET replied_at = created_at + interval '2 days' WHERE reply <> '' AND replied_at IS NULL",
    'DROP TABLE bench_items, bench_lines, bench_fits, bench_ranked',
  ];
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { reviews: { type: 'string', default: '50000' } } });
  const count = Number(values.reviews);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    console.error('--reviews must be a whole number from 1 to 1,000,000');
    process.exit(2);
  }
  const config = readConfig();
  const hold = config.databaseUrl ? null : await holdDataDir(config.dataDir, 'bench reviews');
  if (hold && 'busy' in hold) {
    console.error(`${config.dataDir} is in use by ${describeHolder(hold.busy)}: stop it first.`);
    process.exit(1);
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: pgliteDir(config.dataDir) },
  );
  const started = performance.now();
  await database.exec(`BEGIN; ${reviewStatements(count).join(';\n')}; COMMIT;`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`[bench] ${count.toLocaleString('en-AU')} approved reviews added in ${seconds} s`);
  await database.close();
  hold?.held.release();
}
