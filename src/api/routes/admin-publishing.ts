/**
 * The site's build state for the back office (staff with catalogue:write, or the machine token):
 *   GET /admin/publishing → { status, log, reachable }
 * relayed from the site server's `${rebuildUrl}/status` and, when the last build failed, its
 * `${rebuildUrl}/log`, both asked with the machine token: the status's details (why builds ran, their
 * messages) and the log are not for browsers. Without them (a site server with another token) the
 * status still says what is live. The site
 * server being down, slow (2 s) or answering nonsense is an answer here (reachable: false), never a 500.
 * The back office reads whether an edit is live from it with lib/publish-state.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type BuildStatus,
  BuildStatusSchema,
  MAX_LOG_CHARS,
  type Publishing,
  PublishingSchema,
} from '../../lib/api/schemas/admin-settings.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { doc, SHOP_TOKEN } from '../http/openapi.ts';
import { allow } from '../http/staff.ts';

const TIMEOUT_MS = 2000;

async function fetchText(url: string, headers: Record<string, string> = {}): Promise<string | null> {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/** Reads the site server's build status and, after a failed build, its log. */
export async function readPublishing(deps: Pick<AppDeps, 'rebuildUrl' | 'adminToken'>): Promise<Publishing> {
  const base = deps.rebuildUrl.replace(/\/+$/, '');
  const machine: Record<string, string> = deps.adminToken
    ? { Authorization: `Bearer ${deps.adminToken}` }
    : {};
  const text = await fetchText(`${base}/status`, { Accept: 'application/json', ...machine });
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  const checked = v.safeParse(BuildStatusSchema, parsed);
  if (!checked.success) return { status: null, log: null, reachable: false };
  const status: BuildStatus = checked.output;
  let log: string | null = null;
  if (status.last?.result === 'failure' && deps.adminToken) {
    log = await fetchText(`${base}/log`, machine);
    if (log && log.length > MAX_LOG_CHARS) log = log.slice(-MAX_LOG_CHARS);
  }
  return { status, log, reachable: true };
}

const docs = {
  read: doc(
    'Back office',
    "The site's build state (current and last build) and, when the last build failed, its log",
    {
      200: PublishingSchema,
      401: 'Not signed in to the back office.',
      403: 'Your role does not allow this.',
    },
    { security: SHOP_TOKEN },
  ),
};

export const adminPublishingRoutes = new Hono<AppEnv>().get(
  '/publishing',
  docs.read,
  allow('catalogue:write'),
  async (c) => c.json(await readPublishing(c.var.deps), 200, { 'Cache-Control': 'no-store' }),
);
