import { type RenderResult, render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ShopUser } from '../../domain/shop/answers/accounts';
import { ToasterHost } from '../components/toaster-host';
import { SessionProvider, useSession } from '../features/shop/lib/session';

export type RenderAppOptions = {
  /** The address the screen opens at, query included (default '/'). */
  path?: string;
  /** The route pattern `ui` is drawn at, for a screen that reads its params (default: `path` without its query). */
  route?: string;
  /** The other screens a test goes to, pattern -> element: usually a heading that says where it landed. */
  routes?: Record<string, ReactNode>;
  /**
   * The shop's session (docs/shop.md 1): `true` wraps the screen in the shop's SessionProvider as shop-app.tsx
   * does, the session unknown until the screen asks the server; a user signs that user in first.
   */
  session?: true | ShopUser;
  /** As main.tsx renders the app: in StrictMode, where effects run twice in development. */
  strictMode?: boolean;
  /** Drawn inside the router beside the routes: a probe of the location or the session, for instance. */
  beside?: ReactNode;
};

/** Shows the page once the session holds `user`, as the session guard does. */
function SignedInAs({ user, children }: { user: ShopUser; children: ReactNode }) {
  const { state, signedIn } = useSession();
  useEffect(() => signedIn(user), [signedIn, user]);
  return state.status === 'signed-in' ? children : null;
}

function withSession(session: RenderAppOptions['session'], children: ReactNode): ReactNode {
  if (!session) return children;
  return (
    <SessionProvider>
      {session === true ? children : <SignedInAs user={session}>{children}</SignedInAs>}
    </SessionProvider>
  );
}

/**
 * Renders a screen as the app does (bulletproof-react's test-utils): in a router opened at `path`, with the
 * toaster that root-layout.tsx mounts, and the shop's session when asked. Returns Testing Library's result and
 * a `user` to click and type with.
 */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}): RenderResult & { user: UserEvent } {
  const { path = '/', routes = {}, session, strictMode = false, beside } = options;
  const route = options.route ?? path.split('?')[0];
  const user = userEvent.setup();
  const app = (
    <MemoryRouter initialEntries={[path]}>
      {withSession(
        session,
        <>
          <Routes>
            <Route path={route} element={ui} />
            {Object.entries(routes).map(([pattern, element]) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
          </Routes>
          {beside}
        </>,
      )}
      <ToasterHost />
    </MemoryRouter>
  );
  return { ...render(strictMode ? <StrictMode>{app}</StrictMode> : app), user };
}
