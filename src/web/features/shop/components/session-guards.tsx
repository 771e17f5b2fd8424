import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { shopPaths } from '../../../app/shop-paths';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { useSession } from '../lib/session';
import { passwordPathFor, signInPathFor } from '../lib/return-path';
import { EntryPage, ShopPage } from './page-frame';
import { Redirect } from './redirect';

/**
 * docs/shop.md 1, 3: a shop page without a session goes to sign-in, which comes back here afterwards; an
 * account on a temporary password goes to the password change first, and one without two-factor sign-in
 * to turning it on when the owner requires it.
 */
export function RequireSession() {
  const { state, reload } = useSession();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  const unknown = state.status === 'unknown';
  useEffect(() => {
    if (unknown) reload();
  }, [unknown, reload]);
  switch (state.status) {
    case 'unknown':
    case 'loading':
      return (
        <main className="mx-auto w-full max-w-md px-4 py-10">
          <LoadingNotice text="Loading..." />
        </main>
      );
    case 'error':
      return (
        <EntryPage title="The shop is not available">
          <p role="alert" className="text-base text-stone-800">
            {state.message}
          </p>
          <Button className="mt-6 w-full" onClick={reload}>
            Try again
          </Button>
        </EntryPage>
      );
    case 'signed-out':
      return <Redirect to={state.returnHere ? signInPathFor(here) : shopPaths.signIn.getHref()} />;
    case 'signed-in':
      if (state.user.must_change_password && pathname !== shopPaths.password.getHref()) {
        return <Redirect to={passwordPathFor(here)} />;
      }
      // docs/shop.md 1: under the owner's rule, two-factor sign-in next (the server refuses the rest anyway).
      if (
        state.twoFactorRequired &&
        !state.user.two_factor_enabled &&
        !state.user.must_change_password &&
        pathname !== shopPaths.twoFactor.getHref()
      ) {
        return <Redirect to={shopPaths.twoFactor.getHref(here)} />;
      }
      return <Outlet />;
  }
}

/** docs/shop.md 1: staff accounts, prices, settings and export are the owner's. */
export function OwnerOnly({ title, children }: { title: string; children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'signed-in' && state.user.role === 'owner') return children;
  return (
    <ShopPage title={title}>
      <p className="text-base text-stone-800">Only an owner can open this page.</p>
    </ShopPage>
  );
}
