/**
 * The menu's notice of new orders and returns: counts from GET /admin/notices since this member
 * last opened each list, checked on every screen change and each minute. The times seen are kept in
 * this browser (per member); never seen counts the last 24 hours.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { can } from '../lib/account/staff-roles.ts';
import { api } from './api/client.ts';
import type { Staff } from './types.ts';

export interface Notices {
  orders: number;
  returns: number;
}

const SeenSchema = v.object({ orders: v.optional(v.string()), returns: v.optional(v.string()) });
type Seen = v.InferOutput<typeof SeenSchema>;

const key = (staffId: number) => `admin-notices-seen:${staffId}`;
const POLL_MS = 60_000;

function readSeen(staffId: number): Seen {
  try {
    const parsed = v.safeParse(SeenSchema, JSON.parse(localStorage.getItem(key(staffId)) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** The counts to show beside Orders and Returns; the list on screen counts as seen. */
export function useNotices(staff: Staff, screen: string, listOpen: boolean): Notices {
  const [notices, setNotices] = useState<Notices>({ orders: 0, returns: 0 });
  const allowed = can(staff.role, 'orders:read');
  const staffId = staff.id;
  useEffect(() => {
    if (!allowed) return;
    let stopped = false;
    const check = async () => {
      const seen = readSeen(staffId);
      const query = Object.fromEntries(
        Object.entries({ orders_since: seen.orders, returns_since: seen.returns }).filter(([, at]) => at),
      ) as Record<string, string>;
      const answer = await api
        .get<{ new_orders: number; new_returns: number; now: string }>('admin/notices', query)
        .catch(() => null);
      if (!answer || stopped) return;
      const looking = listOpen && (screen === 'orders' || screen === 'returns') ? screen : null;
      if (looking) localStorage.setItem(key(staffId), JSON.stringify({ ...seen, [looking]: answer.now }));
      setNotices({
        orders: looking === 'orders' ? 0 : answer.new_orders,
        returns: looking === 'returns' ? 0 : answer.new_returns,
      });
    };
    void check();
    const timer = setInterval(check, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [allowed, staffId, screen, listOpen]);
  return notices;
}
