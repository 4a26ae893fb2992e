/**
 * The back office's fitment queue (docs/design.md#ratings-and-reviews): a did-not-fit review, or a
 * return for "Does not fit my vehicle", opens a task naming the product and the vehicle the line was
 * bought for, in the same transaction as the review or return; a task per source and product however
 * often that is retried (ON CONFLICT DO NOTHING). Staff mark a task done once the data is checked.
 */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Page } from '../../../lib/api/schemas/common.ts';
import type { FitmentTask } from '../../../lib/api/schemas/reviews.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fitmentTasks, orderItems, products } from '../../db/schema/index.ts';
import type { Actor } from '../../http/staff.ts';
import { recordAudit } from '../audit.ts';

type TaskRow = typeof fitmentTasks.$inferInsert;

const NOTE_MAX = 500;

async function openTasks(tx: DbOrTx, rows: TaskRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(fitmentTasks).values(rows).onConflictDoNothing();
}

/** A review that says the part did not fit its line's vehicle opens a task. */
export async function openReviewTask(
  tx: DbOrTx,
  review: {
    id: number;
    productId: number;
    fit: string | null;
    vehicle: TaskRow['vehicle'] | null;
    title: string;
  },
): Promise<void> {
  if (review.fit !== 'did_not_fit' || !review.vehicle) return;
  await openTasks(tx, [
    {
      productId: review.productId,
      vehicle: review.vehicle,
      source: 'review',
      sourceId: review.id,
      note: review.title.slice(0, NOTE_MAX),
    },
  ]);
}

/** A does-not-fit return opens a task for each line of its order bought for a vehicle. */
export async function openReturnTasks(
  tx: DbOrTx,
  returnId: number,
  orderId: number | null,
  note: string,
): Promise<void> {
  if (orderId === null) return;
  const lines = await tx
    .select({ productId: orderItems.productId, vehicle: orderItems.vehicle })
    .from(orderItems)
    .where(
      and(eq(orderItems.orderId, orderId), isNotNull(orderItems.vehicle), isNotNull(orderItems.productId)),
    );
  await openTasks(
    tx,
    lines.map((l) => ({
      productId: l.productId!,
      vehicle: l.vehicle!,
      source: 'return',
      sourceId: returnId,
      note: note.slice(0, NOTE_MAX),
    })),
  );
}

export const TASK_NOT_FOUND = 'No such fitment task.';
const PER_PAGE = 50;

const taskColumns = { task: fitmentTasks, title: products.title, sku: products.sku };

function taskView(row: { task: typeof fitmentTasks.$inferSelect; title: string; sku: string }): FitmentTask {
  const t = row.task;
  return {
    id: t.id,
    product: { id: t.productId, title: row.title, sku: row.sku },
    vehicle_label: t.vehicle.label,
    source: t.source === 'return' ? 'return' : 'review',
    source_id: t.sourceId,
    note: t.note,
    status: t.status === 'done' ? 'done' : 'open',
    created_at: t.createdAt.toISOString(),
    resolved_at: t.resolvedAt?.toISOString() ?? null,
  };
}

/** One page of the queue, newest first. */
export async function listFitmentTasks(
  db: DbOrTx,
  status: 'open' | 'done',
  page: number,
): Promise<Page<FitmentTask>> {
  const where = eq(fitmentTasks.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select(taskColumns)
      .from(fitmentTasks)
      .innerJoin(products, eq(products.id, fitmentTasks.productId))
      .where(where)
      .orderBy(desc(fitmentTasks.createdAt), desc(fitmentTasks.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db.select({ n: count() }).from(fitmentTasks).where(where),
  ]);
  return { data: rows.map(taskView), page, per_page: PER_PAGE, total: total?.n ?? 0 };
}

/** Marks a task done (again is no change); null when there is no such task. */
export async function finishFitmentTask(db: DbOrTx, actor: Actor | null, id: number) {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(fitmentTasks)
      .set({
        status: 'done',
        resolvedBy: actor?.kind === 'staff' ? actor.staff.id : null,
        resolvedAt: new Date(),
      })
      .where(and(eq(fitmentTasks.id, id), eq(fitmentTasks.status, 'open')))
      .returning({ id: fitmentTasks.id });
    if (done)
      await recordAudit(tx, actor, {
        action: 'fitment_task.done',
        entity: 'fitment_task',
        entityId: id,
        before: { status: 'open' },
        after: { status: 'done' },
      });
    const [row] = await tx
      .select(taskColumns)
      .from(fitmentTasks)
      .innerJoin(products, eq(products.id, fitmentTasks.productId))
      .where(eq(fitmentTasks.id, id));
    return row ? taskView(row) : null;
  });
}
