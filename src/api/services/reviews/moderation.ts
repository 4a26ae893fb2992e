/**
 * Moderating reviews (docs/design.md#ratings-and-reviews): staff approve, reject only for a reason of
 * lib/reviews' REJECT_REASONS (never for being negative), and reply in public. Each is a versioned
 * save (a stale version changes nothing: 409 with the review as it is) with its audit entry. A change
 * the product's pages show (approved, no longer approved, a reply to an approved review) stamps the
 * product's updated_at in the same transaction, so the build remakes that product's pages only.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../lib/api/schemas/common.ts';
import type { AdminReview } from '../../../lib/api/schemas/reviews.ts';
import type { RejectReason } from '../../../lib/reviews/reviews.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import type { Actor } from '../../http/staff.ts';
import { recordAudit } from '../audit.ts';
import { saveVersioned, staleMessage } from '../versioned.ts';

export const REVIEW_NOT_FOUND = 'No such review.';
const PER_PAGE = 20;

type ReviewRow = typeof reviews.$inferSelect;
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

function adminView(r: ReviewRow, title: string | null): AdminReview {
  return {
    id: r.id,
    product: title === null ? null : { id: r.productId, title },
    author_name: r.authorName,
    quality: r.quality,
    fit: r.fit as AdminReview['fit'],
    vehicle_label: r.vehicle?.label ?? null,
    title: r.title,
    body: r.body,
    photos: r.photos,
    reply: r.reply,
    status: r.status as ReviewStatus,
    reject_reason: r.rejectReason as AdminReview['reject_reason'],
    created_at: r.createdAt.toISOString(),
    version: r.version,
  };
}

const withTitle = { review: reviews, title: products.title };

async function readReview(db: DbOrTx, id: number): Promise<AdminReview | null> {
  const [row] = await db
    .select(withTitle)
    .from(reviews)
    .leftJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, id));
  return row ? adminView(row.review, row.title) : null;
}

/** One page of reviews in a status, oldest first for pending (a queue), newest first otherwise. */
export async function listReviews(db: Db, status: ReviewStatus, page: number): Promise<Page<AdminReview>> {
  const where = eq(reviews.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select(withTitle)
      .from(reviews)
      .leftJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(status === 'pending' ? reviews.createdAt : desc(reviews.createdAt), reviews.id)
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return {
    data: rows.map((r) => adminView(r.review, r.title)),
    page,
    per_page: PER_PAGE,
    total: total?.n ?? 0,
  };
}

export type Moderation =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: RejectReason }
  | { kind: 'reply'; reply: string };

export type ModerationResult =
  | { status: 200; data: AdminReview; productChanged: number | null }
  | { status: 404; message: string }
  | { status: 409; message: string; current: AdminReview };

function changes(m: Moderation, by: number | null): Partial<typeof reviews.$inferInsert> {
  const now = new Date();
  if (m.kind === 'approve')
    return { status: 'approved', rejectReason: null, moderatedBy: by, moderatedAt: now };
  if (m.kind === 'reject')
    return { status: 'rejected', rejectReason: m.reason, moderatedBy: by, moderatedAt: now };
  return { reply: m.reply, repliedAt: m.reply ? now : null };
}

/** Whether the product's pages show a difference after the change. */
function showsOnPages(before: ReviewRow, after: ReviewRow): boolean {
  if (before.status !== after.status) return before.status === 'approved' || after.status === 'approved';
  return after.status === 'approved' && before.reply !== after.reply;
}

/** Approves, rejects or replies to review `id` from `version`, as the module comment says. */
export async function moderateReview(
  db: Db,
  actor: Actor | null,
  id: number,
  version: number,
  m: Moderation,
): Promise<ModerationResult> {
  const by = actor?.kind === 'staff' ? actor.staff.id : null;
  const result = await db.transaction(async (tx) => {
    // Locked, so the audit's "before" is the row this save replaces.
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!before) return null;
    const saved = await saveVersioned(tx, reviews, id, version, changes(m, by));
    if (!saved) return null;
    await recordAudit(tx, actor, {
      action: `review.${m.kind}`,
      entity: 'review',
      entityId: id,
      before: { status: before.status, reject_reason: before.rejectReason, reply: before.reply },
      after: { status: saved.status, reject_reason: saved.rejectReason, reply: saved.reply },
    });
    const changed = showsOnPages(before, saved);
    if (changed)
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, saved.productId));
    return { saved, changed };
  });
  const current = await readReview(db, id);
  if (!current) return { status: 404, message: REVIEW_NOT_FOUND };
  if (!result) return { status: 409, message: staleMessage('review'), current };
  return { status: 200, data: current, productChanged: result.changed ? result.saved.productId : null };
}
