/**
 * The back office's menu: every screen it lists and who may open it (lib/account/staff-roles.ts),
 * drawn as one list where an area's screens (Stock) sit under their area's name.
 */
import { can, type Permission, type StaffRole } from '../lib/account/staff-roles.ts';
import { href, type Screen } from './router.ts';

export interface NavItem {
  screen: Screen;
  label: string;
  permission: Permission;
  /** The area the screen belongs to, shown as a heading over its screens. */
  area?: string;
}

export const NAV: readonly NavItem[] = [
  { screen: 'dashboard', label: 'Dashboard', permission: 'orders:read' },
  { screen: 'orders', label: 'Orders', permission: 'orders:read' },
  { screen: 'returns', label: 'Returns', permission: 'returns:read' },
  { screen: 'customers', label: 'Customers', permission: 'customers:read' },
  { screen: 'inbox', label: 'Inbox', permission: 'inbox:read' },
  { screen: 'stock', label: 'Low stock', permission: 'inventory:read', area: 'Stock' },
  { screen: 'pick-list', label: 'Pick list', permission: 'inventory:read', area: 'Stock' },
  { screen: 'locations', label: 'Locations', permission: 'inventory:read', area: 'Stock' },
  { screen: 'stock-csv', label: 'Stock CSV', permission: 'inventory:read', area: 'Stock' },
  { screen: 'products', label: 'Products', permission: 'catalogue:write' },
  { screen: 'product-import', label: 'Import / export', permission: 'catalogue:write' },
  { screen: 'reviews', label: 'Reviews', permission: 'catalogue:write' },
  { screen: 'fitment-queue', label: 'Fitment queue', permission: 'catalogue:write' },
  { screen: 'vehicles', label: 'Vehicles', permission: 'catalogue:write' },
  { screen: 'categories', label: 'Categories', permission: 'catalogue:write' },
  { screen: 'brands', label: 'Brands', permission: 'catalogue:write' },
  { screen: 'blogs', label: 'Blog', permission: 'catalogue:write' },
  { screen: 'pages', label: 'Pages and FAQs', permission: 'catalogue:write' },
  { screen: 'home-blocks', label: 'Home slides', permission: 'catalogue:write' },
  { screen: 'page-meta', label: 'Listing SEO', permission: 'catalogue:write' },
  { screen: 'search-analytics', label: 'Searches', permission: 'catalogue:write', area: 'Shop search' },
  { screen: 'search-synonyms', label: 'Synonyms', permission: 'catalogue:write', area: 'Shop search' },
  { screen: 'staff', label: 'Staff', permission: 'staff:manage' },
  { screen: 'audit', label: 'Audit log', permission: 'audit:read' },
  { screen: 'settings', label: 'Settings', permission: 'settings:write' },
  { screen: 'emails', label: 'Email previews', permission: 'settings:write' },
  { screen: 'freight', label: 'Freight', permission: 'settings:write' },
];

/** The menu's items a role may use, in order. */
export const navFor = (role: StaffRole): NavItem[] => NAV.filter((item) => can(role, item.permission));

/** Runs of items: one without an area alone, an area's items together. */
function runs(items: readonly NavItem[]): { area?: string; items: NavItem[] }[] {
  const out: { area?: string; items: NavItem[] }[] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (item.area && last?.area === item.area) last.items.push(item);
    else out.push({ area: item.area, items: [item] });
  }
  return out;
}

function Link({ item, current, badge }: { item: NavItem; current: boolean; badge?: number }) {
  return (
    <a href={href(item.screen)} aria-current={current ? 'page' : undefined}>
      {item.label}
      {Boolean(badge) && (
        <span className="nav-badge">
          {badge}
          <span className="visually-hidden"> new</span>
        </span>
      )}
    </a>
  );
}

export function SideNav({
  items,
  screen,
  badges,
}: {
  items: readonly NavItem[];
  screen: Screen;
  badges: Partial<Record<Screen, number>>;
}) {
  // An id of one word, as aria-labelledby reads a list of ids: "Shop search" -> nav-area-shop-search.
  const areaId = (area: string) => `nav-area-${area.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav className="sidenav" aria-label="Back office">
      <ul>
        {runs(items).map(({ area, items: run }) =>
          area ? (
            <li key={area} className="nav-area">
              <span className="nav-area-name" id={areaId(area)}>
                {area}
              </span>
              <ul aria-labelledby={areaId(area)}>
                {run.map((item) => (
                  <li key={item.screen}>
                    <Link item={item} current={item.screen === screen} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={run[0]!.screen}>
              <Link item={run[0]!} current={run[0]!.screen === screen} badge={badges[run[0]!.screen]} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
