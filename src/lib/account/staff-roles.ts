/**
 * Back-office roles and what each may do (docs/design.md#back-office). The API checks these on every
 * /api/admin call; the back office uses the same table only to hide what a role cannot use.
 */
export const STAFF_ROLES = ['owner', 'manager', 'support', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  /** Dashboard figures, order list and detail. */
  'orders:read': ['owner', 'manager', 'support'],
  /** Moving an order along (processing, shipped, delivered) and staff notes. */
  'orders:fulfil': ['owner', 'manager', 'support'],
  /** Money back: refunds, and cancelling an order already paid. */
  'orders:refund': ['owner', 'manager'],
  /** The orders CSV with GST figures, for the accountant and the BAS. */
  'orders:export': ['owner', 'manager'],
  'returns:read': ['owner', 'manager', 'support'],
  /** Approve, reject, mark received, replace. Refunding a return also needs orders:refund. */
  'returns:decide': ['owner', 'manager', 'support'],
  'customers:read': ['owner', 'manager', 'support'],
  /** Approving trade applications and assigning membership plans. */
  'customers:write': ['owner', 'manager'],
  'inbox:read': ['owner', 'manager', 'support'],
  'catalogue:write': ['owner', 'manager', 'editor'],
  /** Stock by location: levels, locations, the low-stock list and pick lists. */
  'inventory:read': ['owner', 'manager', 'support'],
  /** Adjusting stock, importing stock CSVs, editing locations. */
  'inventory:write': ['owner', 'manager'],
  'settings:write': ['owner', 'manager'],
  'staff:manage': ['owner'],
  'audit:read': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function can(role: string, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly string[]).includes(role);
}

export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  support: 'Support',
  editor: 'Editor',
};
