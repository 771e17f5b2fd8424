import { type ReactNode, createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ShopUser } from '../../../../domain/shop/answers/accounts';
import { ApiRequestError } from '../../../lib/api-client';
import { getSession } from '../api';
import { setShopTimeZone } from './format-shop-time';

/** Who is signed in to the shop, as the server last said (GET /api/shop/session). */
export type SessionState =
  /** Not asked yet: sign-in and setup never ask, so a visitor without a session sees no failed call there. */
  | { status: 'unknown' }
  | { status: 'loading' }
  /** `returnHere`: the session was lost on a page (sign-in comes back to it), not ended by 'Sign out'. */
  | { status: 'signed-out'; returnHere: boolean }
  /** twoFactorRequired: the owner's rule that every account turns two-factor sign-in on (docs/shop.md 1). */
  | { status: 'signed-in'; user: ShopUser; twoFactorRequired: boolean }
  | { status: 'error'; message: string };

type SessionContextValue = {
  state: SessionState;
  /**
   * A sign-in, setup or password change answered a new session (`timeZone` is the shop's, which every
   * session answer carries); a change to the signed-in user's own account gives only the user.
   */
  signedIn: (user: ShopUser, timeZone?: string, twoFactorRequired?: boolean) => void;
  /**
   * The session is gone: pages that need one go to sign-in. After 'Sign out' (`ended`) that is all; when
   * a call found it lost (401), sign-in comes back to the page afterwards.
   */
  signedOut: (how?: 'ended' | 'lost') => void;
  /** Asks the server (the session guard, first; again after a failed load). */
  reload: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'unknown' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    let current = true;
    getSession()
      .then((session) => {
        // Before the pages render: they read times in the shop's zone (docs/shop.md 3, 'Dates and quantities').
        setShopTimeZone(session.time_zone);
        if (current)
          setState({ status: 'signed-in', user: session.user, twoFactorRequired: session.two_factor_required });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiRequestError && error.status === 401)
          setState({ status: 'signed-out', returnHere: true });
        else setState({ status: 'error', message: 'The shop could not be reached. Check the connection.' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const signedIn = useCallback((user: ShopUser, timeZone?: string, twoFactorRequired?: boolean) => {
    if (timeZone) setShopTimeZone(timeZone);
    setState((previous) => ({
      status: 'signed-in',
      user,
      twoFactorRequired: twoFactorRequired ?? (previous.status === 'signed-in' ? previous.twoFactorRequired : false),
    }));
  }, []);
  const signedOut = useCallback(
    (how: 'ended' | 'lost' = 'lost') => setState({ status: 'signed-out', returnHere: how === 'lost' }),
    [],
  );
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const value = useMemo(() => ({ state, signedIn, signedOut, reload }), [state, signedIn, signedOut, reload]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider (features/shop/shop-app.tsx).');
  return value;
}

/** The signed-in user, on a page that the session guard let through. */
export function useShopUser(): ShopUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useShopUser is for pages behind the session guard.');
  return state.user;
}

/**
 * What a failed call means for the page: a lost session (401) signs out here too, so the guard sends the
 * visitor to sign-in and back; anything else is the server's message to show.
 */
export function useCallFailure(): (error: unknown) => string {
  const { signedOut } = useSession();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError) {
        if (error.status === 401) signedOut('lost');
        if (error.status === 0) return 'The shop could not be reached. Check the connection and try again.';
        return error.message;
      }
      return 'Something went wrong. Try again.';
    },
    [signedOut],
  );
}
