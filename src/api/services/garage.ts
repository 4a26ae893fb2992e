/**
 * A member's garage (My Garage, docs/fitment.md): the saved vehicles, each a vehicle type and the model year
 * owned; at most GARAGE_LIMIT, and exactly one active whenever there are any. Every read and write
 * names the member; writes run in a transaction that first locks the member's user row, so two
 * requests at once cannot pass the limit or leave two vehicles active. A refused write changes nothing.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { GarageEntry } from '../../lib/api/schemas/fitment.ts';
import { FITMENT_MESSAGES, GARAGE_LIMIT, type Vehicle, vehicleLabel } from '../../lib/fitment/fitment.ts';
import { GARAGE_MESSAGES, type GarageAdd, type GaragePatch } from '../../lib/fitment/garage-input.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { garageVehicles, users, vehicles } from '../db/schema/index.ts';
import { madeIn, toVehicle } from './vehicles.ts';

export type GarageFailure = { status: 404 | 422; message: string };
export type GarageWrite<T> = { status: 200 | 201; data: T } | GarageFailure;

type Tx = DbOrTx;

const mine = (userId: number) => eq(garageVehicles.userId, userId);

/** The member's garage, oldest first. */
export async function listGarage(db: DbOrTx, userId: number): Promise<GarageEntry[]> {
  const rows = await db
    .select({ entry: garageVehicles, vehicle: vehicles })
    .from(garageVehicles)
    .innerJoin(vehicles, eq(vehicles.id, garageVehicles.vehicleId))
    .where(mine(userId))
    .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.id));
  return rows.map(({ entry, vehicle }) => {
    const v = toVehicle(vehicle);
    return {
      id: entry.id,
      vehicle_id: entry.vehicleId,
      year: entry.year,
      active: entry.active,
      label: vehicleLabel(v, entry.year),
      vehicle: v,
    };
  });
}

/** Locks the member's user row: garage writes of one member take turns. */
async function lockMember(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The failure for a vehicle that is unknown or was not made in `year`, or null when it is fine. */
function checkYear(vehicle: Vehicle | undefined, year: number): GarageFailure | null {
  if (!vehicle) return { status: 422, message: FITMENT_MESSAGES.unknownVehicle };
  if (!madeIn(vehicle, year)) return { status: 422, message: FITMENT_MESSAGES.yearOutside(vehicle) };
  return null;
}

async function vehiclesById(tx: Tx, ids: number[]): Promise<Map<number, Vehicle>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select().from(vehicles).where(inArray(vehicles.id, ids));
  return new Map(rows.map((r) => [r.id, toVehicle(r)]));
}

/** Makes `id` the only active entry of the member's garage. */
async function activate(tx: Tx, userId: number, id: number) {
  await tx
    .update(garageVehicles)
    .set({ active: sql`${garageVehicles.id} = ${id}` })
    .where(mine(userId));
}

/** The member's entry `id`, or null (another member's entry is as good as missing). */
async function ownEntry(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(garageVehicles)
    .where(and(eq(garageVehicles.id, id), mine(userId)));
  return row ?? null;
}

async function entry(tx: Tx, userId: number, id: number): Promise<GarageEntry> {
  return (await listGarage(tx, userId)).find((e) => e.id === id)!;
}

/**
 * POST /user/garage: adds a vehicle (201), or answers the entry already saved for that vehicle and
 * year (200). The first vehicle, and any sent with `active`, becomes the active one.
 */
export function addToGarage(db: Db, userId: number, add: GarageAdd): Promise<GarageWrite<GarageEntry>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const known = await vehiclesById(tx, [add.vehicle_id]);
    const failure = checkYear(known.get(add.vehicle_id), add.year);
    if (failure) return failure;
    const saved = await tx.select().from(garageVehicles).where(mine(userId));
    const same = saved.find((r) => r.vehicleId === add.vehicle_id && r.year === add.year);
    if (same) {
      if (add.active && !same.active) await activate(tx, userId, same.id);
      return { status: 200, data: await entry(tx, userId, same.id) };
    }
    if (saved.length >= GARAGE_LIMIT) return { status: 422, message: FITMENT_MESSAGES.garageFull };
    const [row] = await tx
      .insert(garageVehicles)
      .values({ userId, vehicleId: add.vehicle_id, year: add.year, active: false })
      .returning({ id: garageVehicles.id });
    if (add.active || !saved.some((r) => r.active)) await activate(tx, userId, row!.id);
    return { status: 201, data: await entry(tx, userId, row!.id) };
  });
}

/**
 * PUT /user/garage: replaces the whole garage with `list` (in its order, the first oldest). A vehicle
 * and year sent twice is kept once; when none is active the first is. All checked before anything
 * is written.
 */
export function replaceGarage(
  db: Db,
  userId: number,
  list: readonly GarageAdd[],
): Promise<GarageWrite<GarageEntry[]>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const known = await vehiclesById(tx, [...new Set(list.map((x) => x.vehicle_id))]);
    const kept = new Map<string, GarageAdd>();
    for (const item of list) {
      const failure = checkYear(known.get(item.vehicle_id), item.year);
      if (failure) return failure;
      const key = `${item.vehicle_id}:${item.year}`;
      const before = kept.get(key);
      kept.set(key, before ? { ...before, active: before.active || item.active } : item);
    }
    const rows = [...kept.values()];
    const active = Math.max(
      0,
      rows.findIndex((x) => x.active),
    );
    await tx.delete(garageVehicles).where(mine(userId));
    if (rows.length > 0)
      await tx
        .insert(garageVehicles)
        .values(
          rows.map((x, i) => ({ userId, vehicleId: x.vehicle_id, year: x.year, active: i === active })),
        );
    return { status: 200, data: await listGarage(tx, userId) };
  });
}

/** PATCH /user/garage/{id}: makes the entry active and/or changes its model year. */
export function changeGarageEntry(
  db: Db,
  userId: number,
  id: number,
  patch: GaragePatch,
): Promise<GarageWrite<GarageEntry>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const row = await ownEntry(tx, userId, id);
    if (!row) return { status: 404, message: FITMENT_MESSAGES.notInGarage };
    if (patch.year !== undefined && patch.year !== row.year) {
      const known = await vehiclesById(tx, [row.vehicleId]);
      const failure = checkYear(known.get(row.vehicleId), patch.year);
      if (failure) return failure;
      const [taken] = await tx
        .select({ id: garageVehicles.id })
        .from(garageVehicles)
        .where(
          and(
            mine(userId),
            eq(garageVehicles.vehicleId, row.vehicleId),
            eq(garageVehicles.year, patch.year),
            ne(garageVehicles.id, id),
          ),
        );
      if (taken) return { status: 422, message: GARAGE_MESSAGES.duplicate };
      await tx.update(garageVehicles).set({ year: patch.year }).where(eq(garageVehicles.id, id));
    }
    if (patch.active && !row.active) await activate(tx, userId, id);
    return { status: 200, data: await entry(tx, userId, id) };
  });
}

/** DELETE /user/garage/{id}: removes the entry; when it was the active one, the oldest left becomes active. */
export function removeGarageEntry(db: Db, userId: number, id: number): Promise<GarageWrite<null>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [gone] = await tx
      .delete(garageVehicles)
      .where(and(eq(garageVehicles.id, id), mine(userId)))
      .returning({ active: garageVehicles.active });
    if (!gone) return { status: 404, message: FITMENT_MESSAGES.notInGarage };
    if (gone.active) {
      const [oldest] = await tx
        .select({ id: garageVehicles.id })
        .from(garageVehicles)
        .where(mine(userId))
        .orderBy(asc(garageVehicles.createdAt), asc(garageVehicles.id))
        .limit(1);
      if (oldest) await activate(tx, userId, oldest.id);
    }
    return { status: 200, data: null };
  });
}
