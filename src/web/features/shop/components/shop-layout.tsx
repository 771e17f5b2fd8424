import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';
import { LoadingNotice } from '../../../components/loading-notice';
import { signOut } from '../api';
import { mayLeave } from '../lib/unsaved-changes';
import { useSession, useShopUser } from '../lib/session';

type NavItem = { label: string; to: string; ownerOnly: boolean; isCurrent: (pathname: string) => boolean };

/** A page and the pages under it ('/shop/prices' and '/shop/prices/2'). */
const page = (label: string, to: string, ownerOnly: boolean): NavItem => ({
  label,
  to,
  ownerOnly,
  isCurrent: (pathname) => pathname === to || pathname.startsWith(`${to}/`),
});

/**
 * docs/shop.md 3: the links of the navigation; the last six are the owner's (the log, docs/shop.md 9, is everyone's).
 */
const NAV_ITEMS: readonly NavItem[] = [
  {
    label: 'Orders',
    to: shopPaths.board.getHref(),
    ownerOnly: false,
    // The board, and each order's pages ('/shop/orders/' with no number yet).
    isCurrent: (pathname) => pathname === shopPaths.board.getHref() || pathname.startsWith(shopPaths.order.getHref('')),
  },
  page('Processor log', shopPaths.log.getHref(), false),
  page('Settings', shopPaths.settings.getHref(), true),
  page('Drop-off days', shopPaths.dropOff.getHref(), true),
  page('Staff', shopPaths.staff.getHref(), true),
  page('Prices', shopPaths.prices.getHref(), true),
  page('Export', shopPaths.export.getHref(), true),
  page('Yield', shopPaths.yield.getHref(), true),
  page('Donations', shopPaths.donations.getHref(), true),
];

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900';

/** Every signed-in shop screen: the navigation (links, who is signed in, 'Sign out') above the page. */
export function ShopLayout() {
  const user = useShopUser();
  const { signedOut } = useSession();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  // On a temporary password nothing but the password change is open yet (docs/shop.md 1).
  const items = user.must_change_password ? [] : NAV_ITEMS.filter((item) => !item.ownerOnly || user.role === 'owner');

  async function leave() {
    if (!mayLeave()) return;
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The session may be gone already; either way this browser is signed out.
    }
    // The session guard then sends this page to sign-in, which does not come back here.
    signedOut('ended');
  }

  return (
    <div className="min-h-dvh">
      <header className="border-b border-stone-200 bg-white">
        <nav
          aria-label="Shop"
          className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2"
        >
          {items.length > 0 ? (
            <ul className="flex flex-wrap items-center gap-1">
              {items.map((item) => (
                <li key={item.label}>
                  <Link
                    to={item.to}
                    className={linkClass}
                    aria-current={item.isCurrent(pathname) ? 'page' : undefined}
                    onClick={(event) => {
                      if (!mayLeave()) event.preventDefault();
                    }}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="ml-auto flex items-center gap-3">
            <p className="text-base text-stone-700">
              <span className="sr-only">Signed in as </span>
              <span className="font-semibold text-stone-900">{user.name}</span>
            </p>
            <button
              type="button"
              disabled={signingOut}
              onClick={() => void leave()}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-base font-semibold text-stone-800 hover:bg-stone-100 disabled:text-stone-600"
            >
              {signingOut ? 'Signing out...' : 'Sign out'}
            </button>
          </div>
        </nav>
      </header>
      <main>
        <Suspense
          fallback={
            <div className="mx-auto w-full max-w-7xl px-4">
              <LoadingNotice text="Loading..." />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
