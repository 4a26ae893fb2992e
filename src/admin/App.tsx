/**
 * The back office (docs/design.md#back-office): a client-only app at /admin/. Signed out it shows the sign-in
 * screen; signed in, the navigation the role may use and the screen of the address's hash.
 */
import './admin.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { can, type Permission, ROLE_NAMES } from '../lib/account/staff-roles.ts';
import { queryClient } from './api/query.ts';
import { refreshSession, signOut } from './api/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { useNotices } from './notices.ts';
import { href, type Route, type Screen, useRoute } from './router.ts';
import { ResetPassword } from './screens/ResetPassword.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { currentSession, onSessionChange, type StaffSession } from './session.ts';
import type { Staff } from './types.ts';
import { Heading } from './ui.tsx';

/** Each screen's code loads the first time it opens (the sign-in screen needs none of it). */
const AuditLog = lazy(() => import('./screens/AuditLog.tsx').then((m) => ({ default: m.AuditLog })));
const ChangePassword = lazy(() =>
  import('./screens/ChangePassword.tsx').then((m) => ({ default: m.ChangePassword })),
);
const CustomerDetail = lazy(() =>
  import('./screens/CustomerDetail.tsx').then((m) => ({ default: m.CustomerDetail })),
);
const Customers = lazy(() => import('./screens/Customers.tsx').then((m) => ({ default: m.Customers })));
const Blogs = lazy(() => import('./screens/content/Blogs.tsx').then((m) => ({ default: m.Blogs })));
const Brands = lazy(() => import('./screens/content/Brands.tsx').then((m) => ({ default: m.Brands })));
const Categories = lazy(() =>
  import('./screens/content/Categories.tsx').then((m) => ({ default: m.Categories })),
);
const Faqs = lazy(() => import('./screens/content/Faqs.tsx').then((m) => ({ default: m.Faqs })));
const HomeBlocks = lazy(() =>
  import('./screens/content/HomeBlocks.tsx').then((m) => ({ default: m.HomeBlocks })),
);
const PageMeta = lazy(() => import('./screens/content/PageMeta.tsx').then((m) => ({ default: m.PageMeta })));
const Pages = lazy(() => import('./screens/content/Pages.tsx').then((m) => ({ default: m.Pages })));
const Dashboard = lazy(() => import('./screens/Dashboard.tsx').then((m) => ({ default: m.Dashboard })));
const Inbox = lazy(() => import('./screens/Inbox.tsx').then((m) => ({ default: m.Inbox })));
const OrderDetail = lazy(() => import('./screens/OrderDetail.tsx').then((m) => ({ default: m.OrderDetail })));
const Orders = lazy(() => import('./screens/Orders.tsx').then((m) => ({ default: m.Orders })));
const PublishingView = lazy(() =>
  import('./screens/Publishing.tsx').then((m) => ({ default: m.PublishingView })),
);
const ProductEditor = lazy(() =>
  import('./screens/products/ProductEditor.tsx').then((m) => ({ default: m.ProductEditor })),
);
const ProductImport = lazy(() =>
  import('./screens/products/ProductImport.tsx').then((m) => ({ default: m.ProductImport })),
);
const Products = lazy(() => import('./screens/products/Products.tsx').then((m) => ({ default: m.Products })));
const ReturnDetail = lazy(() =>
  import('./screens/ReturnDetail.tsx').then((m) => ({ default: m.ReturnDetail })),
);
const Returns = lazy(() => import('./screens/Returns.tsx').then((m) => ({ default: m.Returns })));
const Settings = lazy(() => import('./screens/Settings.tsx').then((m) => ({ default: m.Settings })));
const StaffScreen = lazy(() => import('./screens/StaffScreen.tsx').then((m) => ({ default: m.StaffScreen })));
const Vehicles = lazy(() => import('./screens/vehicles/Vehicles.tsx').then((m) => ({ default: m.Vehicles })));

const NAV: { screen: Screen; label: string; permission: Permission }[] = [
  { screen: 'dashboard', label: 'Dashboard', permission: 'orders:read' },
  { screen: 'orders', label: 'Orders', permission: 'orders:read' },
  { screen: 'returns', label: 'Returns', permission: 'returns:read' },
  { screen: 'customers', label: 'Customers', permission: 'customers:read' },
  { screen: 'inbox', label: 'Inbox', permission: 'inbox:read' },
  { screen: 'products', label: 'Products', permission: 'catalogue:write' },
  { screen: 'product-import', label: 'Import / export', permission: 'catalogue:write' },
  { screen: 'vehicles', label: 'Vehicles', permission: 'catalogue:write' },
  { screen: 'categories', label: 'Categories', permission: 'catalogue:write' },
  { screen: 'brands', label: 'Brands', permission: 'catalogue:write' },
  { screen: 'blogs', label: 'Blog', permission: 'catalogue:write' },
  { screen: 'pages', label: 'Pages and FAQs', permission: 'catalogue:write' },
  { screen: 'home-blocks', label: 'Home slides', permission: 'catalogue:write' },
  { screen: 'page-meta', label: 'Listing SEO', permission: 'catalogue:write' },
  { screen: 'staff', label: 'Staff', permission: 'staff:manage' },
  { screen: 'audit', label: 'Audit log', permission: 'audit:read' },
  { screen: 'settings', label: 'Settings', permission: 'settings:write' },
];

/** Screens reached from another screen rather than the menu, and who may open them. */
const UNLISTED: { screen: Screen; permission: Permission }[] = [
  { screen: 'faqs', permission: 'catalogue:write' },
  { screen: 'publishing', permission: 'catalogue:write' },
];

function screenOf(route: Route, staff: Staff): ReactNode {
  const { screen, id } = route;
  switch (screen) {
    case 'dashboard':
      return <Dashboard />;
    case 'orders':
      return id ? <OrderDetail invoice={id} staff={staff} /> : <Orders query={route.query} staff={staff} />;
    case 'returns':
      return id ? <ReturnDetail id={id} staff={staff} /> : <Returns query={route.query} />;
    case 'customers':
      return id ? <CustomerDetail id={id} staff={staff} /> : <Customers query={route.query} />;
    case 'inbox':
      return <Inbox query={route.query} />;
    case 'staff':
      return <StaffScreen me={staff} />;
    case 'publishing':
      return <PublishingView />;
    case 'audit':
      return <AuditLog query={route.query} />;
    case 'settings':
      return <Settings />;
    case 'products':
      return id ? <ProductEditor id={id} /> : <Products query={route.query} />;
    case 'product-import':
      return <ProductImport />;
    case 'vehicles':
      return <Vehicles id={id} />;
    case 'categories':
      return <Categories id={id} />;
    case 'brands':
      return <Brands id={id} />;
    case 'blogs':
      return <Blogs id={id} />;
    case 'pages':
      return <Pages id={id} />;
    case 'faqs':
      return <Faqs />;
    case 'home-blocks':
      return <HomeBlocks />;
    case 'page-meta':
      return <PageMeta id={id} />;
    case 'password':
      return <ChangePassword />;
    case 'reset-password':
      return null;
  }
}

function Shell({ session }: { session: StaffSession }) {
  const route = useRoute();
  const { staff } = session;
  const nav = NAV.filter((item) => can(staff.role, item.permission));
  const allowed =
    route.screen === 'password' ||
    nav.some((item) => item.screen === route.screen) ||
    UNLISTED.some((item) => item.screen === route.screen && can(staff.role, item.permission));
  // The start address (#/) of a role without the dashboard opens its first screen (editors: Products).
  const landing = !allowed && route.screen === 'dashboard' ? nav[0] : undefined;
  const routeKey = `${route.screen}/${route.id ?? ''}`;
  const notices = useNotices(staff, route.screen, !route.id);
  const badges: Partial<Record<Screen, number>> = { orders: notices.orders, returns: notices.returns };

  useEffect(() => {
    if (landing) window.location.replace(href(landing.screen));
  }, [landing]);

  // A new screen: its heading takes focus, so keyboard and screen-reader users start there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen or record changes
  useEffect(() => {
    document.getElementById('screen-title')?.focus();
  }, [routeKey]);

  return (
    <div className="shell">
      <button
        type="button"
        className="skip-link"
        onClick={() => document.getElementById('screen-title')?.focus()}
      >
        Skip to content
      </button>
      <header className="topbar">
        <a className="brand" href={href('dashboard')}>
          Back office
        </a>
        <HeaderSearch />
        <span className="who">
          {staff.name || staff.email} · {ROLE_NAMES[staff.role]}
        </span>
        <a className="button link-button" href={href('password')}>
          Change password
        </a>
        <button type="button" className="link-button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <nav className="sidenav" aria-label="Back office">
        <ul>
          {nav.map((item) => (
            <li key={item.screen}>
              <a href={href(item.screen)} aria-current={item.screen === route.screen ? 'page' : undefined}>
                {item.label}
                {Boolean(badges[item.screen]) && (
                  <span className="nav-badge">
                    {badges[item.screen]}
                    <span className="visually-hidden"> new</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="content">
        {allowed ? (
          <Suspense fallback={<p role="status">Loading…</p>}>{screenOf(route, staff)}</Suspense>
        ) : landing ? null : (
          <>
            <Heading>Not available</Heading>
            <p>
              Your role ({ROLE_NAMES[staff.role]}) cannot use this screen.
              {nav[0]
                ? ' Choose one from the menu.'
                : ' The screens for your role are not in the back office yet.'}
            </p>
          </>
        )}
      </main>
    </div>
  );
}

export default function App() {
  const route = useRoute();
  const [session, setState] = useState(currentSession);
  const [expired, setExpired] = useState(false);

  useEffect(
    () =>
      onSessionChange((next, reason) => {
        setState(next);
        setExpired(reason === 'expired');
      }),
    [],
  );

  // A stored session is checked once: the role may have changed, or the session ended (401 signs out).
  useEffect(() => {
    void refreshSession();
  }, []);

  // An owner's emailed reset link works signed in or not: it sets the password of its own member.
  if (route.screen === 'reset-password') return <ResetPassword token={route.query.get('token') ?? ''} />;
  if (!session) return <SignIn expired={expired} />;
  return (
    <QueryClientProvider client={queryClient}>
      <Shell session={session} />
    </QueryClientProvider>
  );
}
