/** The back office's email previews (GET /admin/emails, GET /admin/emails/{template}, POST .../test). */
import * as v from 'valibot';

export const EmailTemplateListSchema = v.strictObject({
  data: v.array(v.strictObject({ id: v.string(), label: v.string() })),
});
export type EmailTemplateList = v.InferOutput<typeof EmailTemplateListSchema>;

/** One template made from the sample order with the shop's branding: both parts, as sent. */
export const EmailPreviewSchema = v.strictObject({
  data: v.strictObject({
    id: v.string(),
    label: v.string(),
    subject: v.string(),
    /** A whole HTML document: show it in a sandboxed iframe (srcdoc), never in the page. */
    html: v.string(),
    text: v.string(),
  }),
});
export type EmailPreview = v.InferOutput<typeof EmailPreviewSchema>['data'];

export const TestEmailSentSchema = v.strictObject({ message: v.string(), to: v.string() });
export type TestEmailSent = v.InferOutput<typeof TestEmailSentSchema>;
