/**
 * The back office (docs/design.md#back-office): a client-only app at /admin/. Signed out it shows the sign-in
 * screen; signed in, the navigation the role may use and the screen of the address's hash.
 */
import './admin.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { can, type Permission, ROLE_NAMES } from '../lib/account/staff-roles.ts';
import { queryClient } from './api/query.ts';
import { refreshSession, signOut } from './api/session.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { navFor, SideNav } from './nav.tsx';
import { useNotices } from './notices.ts';
import { href, type Route, type Screen, useRoute } from './router.ts';
import { ResetPassword } from './screens/ResetPassword.tsx';
import { SignIn } from './screens/SignIn.tsx';
import { currentSession, onSessionChange, type StaffSession } from './session.ts';
import type { Staff } from './types.ts';
import { Heading } from './ui.tsx';

/**
 * The screens' code loads the first time one of its group opens (the sign-in screen needs none of
 * it): four chunks, for selling, the catalogue, stock and running the shop.
 */
const groups = {
  orders: () => import('./screens/groups/orders.ts'),
  catalogue: () => import('./screens/groups/catalogue.ts'),
  shop: () => import('./screens/groups/shop.ts'),
  stock: () => import('./screens/groups/stock.ts'),
};

type Group<G extends keyof typeof groups> = Awaited<ReturnType<(typeof groups)[G]>>;
// biome-ignore lint/suspicious/noExplicitAny: React.lazy takes any component; each keeps its own props
type AnyComponent = ComponentType<any>;

function screen<G extends keyof typeof groups, N extends keyof Group<G>>(group: G, name: N) {
  return lazy(async () => ({
    default: ((await groups[group]()) as Group<G>)[name] as Extract<Group<G>[N], AnyComponent>,
  }));
}

const CustomerDetail = screen('orders', 'CustomerDetail');
const Customers = screen('orders', 'Customers');
const Dashboard = screen('orders', 'Dashboard');
const Inbox = screen('orders', 'Inbox');
const OrderDetail = screen('orders', 'OrderDetail');
const Orders = screen('orders', 'Orders');
const ReturnDetail = screen('orders', 'ReturnDetail');
const Returns = screen('orders', 'Returns');
const Blogs = screen('catalogue', 'Blogs');
const Brands = screen('catalogue', 'Brands');
const Categories = screen('catalogue', 'Categories');
const Faqs = screen('catalogue', 'Faqs');
const HomeBlocks = screen('catalogue', 'HomeBlocks');
const PageMeta = screen('catalogue', 'PageMeta');
const Pages = screen('catalogue', 'Pages');
const ProductEditor = screen('catalogue', 'ProductEditor');
const ProductImport = screen('catalogue', 'ProductImport');
const Products = screen('catalogue', 'Products');
const PublishingView = screen('catalogue', 'PublishingView');
const Vehicles = screen('catalogue', 'Vehicles');
const Reviews = screen('catalogue', 'Reviews');
const FitmentQueue = screen('catalogue', 'FitmentQueue');
const SearchAnalytics = screen('catalogue', 'SearchAnalytics');
const Synonyms = screen('catalogue', 'Synonyms');
const AuditLog = screen('shop', 'AuditLog');
const ChangePassword = screen('shop', 'ChangePassword');
const Settings = screen('shop', 'Settings');
const EmailPreviews = screen('shop', 'EmailPreviews');
const FreightScreen = screen('shop', 'FreightScreen');
const StaffScreen = screen('shop', 'StaffScreen');
const Locations = screen('stock', 'Locations');
const PickList = screen('stock', 'PickList');
const Stock = screen('stock', 'Stock');
const StockCsv = screen('stock', 'StockCsv');

/** Screens reached from another screen rather than the menu, and who may open them. */
const UNLISTED: { screen: Screen; permission: Permission }[] = [
  { screen: 'faqs', permission: 'catalogue:write' },
  { screen: 'publishing', permission: 'catalogue:write' },
  // Support reads the search report as it reads the dashboard's figures.
  { screen: 'search-analytics', permission: 'orders:read' },
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
    case 'emails':
      return <EmailPreviews />;
    case 'freight':
      return <FreightScreen />;
    case 'products':
      return id ? <ProductEditor id={id} staff={staff} /> : <Products query={route.query} />;
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
    case 'stock':
      return <Stock id={id} staff={staff} />;
    case 'pick-list':
      return <PickList query={route.query} />;
    case 'locations':
      return <Locations id={id} staff={staff} />;
    case 'stock-csv':
      return <StockCsv staff={staff} />;
    case 'reviews':
      return <Reviews query={route.query} />;
    case 'fitment-queue':
      return <FitmentQueue query={route.query} />;
    case 'search-synonyms':
      return <Synonyms query={route.query} />;
    case 'search-analytics':
      return <SearchAnalytics query={route.query} />;
    case 'password':
      return <ChangePassword />;
    case 'reset-password':
      return null;
  }
}

function Shell({ session }: { session: StaffSession }) {
  const route = useRoute();
  const { staff } = session;
  const nav = navFor(staff.role);
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
      <SideNav items={nav} screen={route.screen} badges={badges} />
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
