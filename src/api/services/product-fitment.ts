/**
 * A product's fitment as the product editor reads and saves it: the whole set is replaced in one
 * transaction, from the fitment version the editor loaded (products.fitment_version, apart from the
 * product's own version so a fitment save never makes the product's field save stale, nor the other
 * way round). The conditional bump of that version is the lock: of two saves from the same version
 * the second changes nothing and gets 409 with the fitment as it is now. A universal product keeps
 * its rows but fits every vehicle until its universal flag is cleared (the product's own field).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Position, vehicleLabel } from '../../lib/fitment/fitment.ts';
import {
  type FitmentSave,
  FITMENT_SAVE_MESSAGES as M,
  type ProductFitment,
} from '../../lib/fitment/fitment-input.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { fitments, products, vehicles } from '../db/schema.ts';
import type { Actor } from '../http/staff.ts';
import { recordAudit } from './audit.ts';
import { PRODUCT_NOT_FOUND } from './product-admin-write.ts';
import { staleMessage } from './versioned.ts';

export type FitmentSaveResult =
  | { status: 200; data: ProductFitment; changed: boolean }
  | { status: 404; message: string }
  | { status: 409; message: string; current: ProductFitment }
  | { status: 422; message: string; errors: Record<string, string> };

/** The product's fitment rows with their vehicles, by vehicle then position; null without the product. */
export async function readProductFitment(db: DbOrTx, productId: number): Promise<ProductFitment | null> {
  const [product] = await db
    .select({ version: products.fitmentVersion, universal: products.universal })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const rows = await db
    .select({ f: fitments, v: vehicles })
    .from(fitments)
    .innerJoin(vehicles, eq(vehicles.id, fitments.vehicleId))
    .where(eq(fitments.productId, productId))
    .orderBy(
      asc(vehicles.make),
      asc(vehicles.model),
      asc(vehicles.series),
      asc(vehicles.yearFrom),
      asc(fitments.position),
    );
  return {
    product_id: productId,
    version: product.version,
    universal: product.universal,
    rows: rows.map(({ f, v }) => ({
      vehicle_id: f.vehicleId,
      position: f.position as Position,
      qty: f.qty,
      note: f.note,
      year_from: f.yearFrom,
      year_to: f.yearTo,
      vehicle: { label: vehicleLabel(v), year_from: v.yearFrom, year_to: v.yearTo },
    })),
  };
}

/** The rules the schema cannot check: vehicles exist, no vehicle twice at one position, years within the vehicle's. */
async function check(db: DbOrTx, save: FitmentSave): Promise<Record<string, string>> {
  const ids = [...new Set(save.rows.map((r) => r.vehicle_id))];
  const known = ids.length ? await db.select().from(vehicles).where(inArray(vehicles.id, ids)) : [];
  const byId = new Map(known.map((v) => [v.id, v]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  save.rows.forEach((r, i) => {
    const v = byId.get(r.vehicle_id);
    if (!v) {
      errors[`rows.${i}.vehicle_id`] = M.unknownVehicle(r.vehicle_id);
      return;
    }
    const key = `${r.vehicle_id}/${r.position}`;
    if (seen.has(key)) errors[`rows.${i}.position`] = M.duplicate(vehicleLabel(v), r.position);
    seen.add(key);
    const from = r.year_from ?? v.yearFrom;
    const to = r.year_to ?? v.yearTo;
    if (to < from) errors[`rows.${i}.year_to`] = M.yearsBackwards(from, to);
    else if (from < v.yearFrom || to > v.yearTo)
      errors[`rows.${i}.year_from`] = M.outsideVehicle(vehicleLabel(v), v.yearFrom, v.yearTo);
  });
  return errors;
}

const comparable = (f: ProductFitment) =>
  JSON.stringify(
    f.rows
      .map(({ vehicle, ...row }) => row)
      .sort((a, b) => a.vehicle_id - b.vehicle_id || a.position.localeCompare(b.position)),
  );

/** Replaces the product's fitment with `save.rows` if it is still at `save.version`. */
export async function saveProductFitment(
  db: Db,
  productId: number,
  save: FitmentSave,
  actor: Actor | null,
): Promise<FitmentSaveResult> {
  const errors = await check(db, save);
  if (Object.keys(errors).length) return { status: 422, message: Object.values(errors)[0]!, errors };
  return db.transaction(async (tx): Promise<FitmentSaveResult> => {
    const before = await readProductFitment(tx, productId);
    if (!before) return { status: 404, message: PRODUCT_NOT_FOUND };
    // The lock: only a save from the version as it is now bumps it (a row lock until commit).
    const [bumped] = await tx
      .update(products)
      .set({ fitmentVersion: sql`${products.fitmentVersion} + 1` })
      .where(and(eq(products.id, productId), eq(products.fitmentVersion, save.version)))
      .returning({ id: products.id });
    if (!bumped) {
      const current = (await readProductFitment(tx, productId))!;
      return { status: 409, message: staleMessage('fitment'), current };
    }
    await tx.delete(fitments).where(eq(fitments.productId, productId));
    if (save.rows.length)
      await tx.insert(fitments).values(
        save.rows.map((r) => ({
          productId,
          vehicleId: r.vehicle_id,
          position: r.position,
          qty: r.qty,
          note: r.note,
          yearFrom: r.year_from,
          yearTo: r.year_to,
        })),
      );
    const after = (await readProductFitment(tx, productId))!;
    const changed = comparable(before) !== comparable(after);
    if (changed)
      await recordAudit(tx, actor, {
        action: 'product.fitment',
        entity: 'product',
        entityId: productId,
        before: { rows: before.rows },
        after: { rows: after.rows },
      });
    return { status: 200, data: after, changed };
  });
}
