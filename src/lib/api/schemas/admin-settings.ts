/** The back office's shop settings, and the site's build state it reads (GET /admin/publishing). */
import * as v from 'valibot';
import { Count, Timestamp } from './common.ts';

const Percent = v.number();

/** The shop's general settings as the back office edits them (GET/PATCH /admin/settings). */
const AdminSettingsSchema = v.strictObject({
  gst_percentage: Percent,
  delivery_charge_cents: Count,
  free_delivery_threshold_cents: Count,
  return_days: Count,
  warranty_years: Count,
  member_discount_percentage: Percent,
  newsletter_discount_percentage: Percent,
  /** Of a change-of-mind return's items; 0 when the shop charges no restocking fee. */
  restocking_fee_percentage: Percent,
  seller_legal_name: v.string(),
  seller_abn: v.string(),
  seller_address: v.string(),
  /** Days after a line is delivered or collected that its buyer is asked for a review (0 = at once). */
  review_request_days: Count,
  /** The emails' logo: an https address or a path on the shop ('' = the shop's name as text). */
  email_logo_url: v.string(),
  /** The emails' headings and buttons, #rrggbb. */
  email_brand_colour: v.string(),
  /** The emails' footer contact ('' = left out). */
  email_contact_email: v.string(),
  email_contact_phone: v.string(),
  /** Every carrier (lib/fulfilment's CARRIERS) and its template; '' for no link. */
  tracking_links: v.record(v.string(), v.string()),
  /** The footer's links to the shop's pages; '' for none. */
  social_links: v.strictObject({
    facebook: v.string(),
    twitter: v.string(),
    instagram: v.string(),
    youtube: v.string(),
    linkedin: v.string(),
  }),
  version: Count,
  updated_at: Timestamp,
});
export type AdminSettings = v.InferOutput<typeof AdminSettingsSchema>;

export const AdminSettingsAnswerSchema = v.strictObject({ data: AdminSettingsSchema });
/** 409: someone saved the settings since the editor loaded them; `current` is how they are now. */
export const StaleSettingsSchema = v.strictObject({ message: v.string(), current: AdminSettingsSchema });

/** Only in the status the machine token reads. */
const detail = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(v.optional(schema), v.description('Only when the site server accepted the machine token'));

const Build = v.object({ started_at: v.string(), reasons: detail(v.array(v.string())) });

/**
 * The site server's build status (GET /hooks/rebuild/status, src/build/publish/controller.ts), as the
 * API reads and relays it: what is live is read from the parts every caller gets.
 */
export const BuildStatusSchema = v.object({
  state: v.picklist(['idle', 'waiting', 'building']),
  queued: v.boolean(),
  current: v.nullable(Build),
  last: v.nullable(
    v.object({
      ...Build.entries,
      finished_at: v.string(),
      duration_ms: v.number(),
      result: v.picklist(['success', 'failure']),
      kind: detail(v.nullable(v.string())),
      pages_rendered: detail(v.number()),
      /** The first line of why it failed. */
      message: detail(v.string()),
    }),
  ),
});
export type BuildStatus = v.InferOutput<typeof BuildStatusSchema>;

/** The end of a long build log is where a build's failure is: GET /admin/publishing sends at most this much. */
export const MAX_LOG_CHARS = 64 * 1024;

/** GET /admin/publishing */
export const PublishingSchema = v.strictObject({
  status: v.pipe(v.nullable(BuildStatusSchema), v.description('null when the site server did not answer')),
  log: v.pipe(
    v.nullable(v.string()),
    v.description(`The failed last build's log (its last ${MAX_LOG_CHARS} characters); null otherwise`),
  ),
  reachable: v.boolean(),
});
export type Publishing = v.InferOutput<typeof PublishingSchema>;
