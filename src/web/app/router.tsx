import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, matchPath } from 'react-router';
import { DEFAULT_LANGUAGE } from '../../domain/language';
import LandingPage from '../features/landing/landing-page';
import { fetchStatusEarly } from '../features/status/early-status';
import { StatusShell } from '../features/status/status-frame';
import { currentLanguage, startLanguage, useLanguage } from '../i18n/language';
import { paths, routePath } from './paths';
import { RootLayout } from './root-layout';

// Each screen is its own chunk (its module's default export), fetched when first visited. The loaders are
// named so that a server-rendered page can fetch its screen's chunk before hydrating (main.tsx).
type ScreenModule = Promise<{ default: ComponentType }>;
const SCREEN_CHUNKS: Record<string, () => ScreenModule> = {
  [paths.orderDetails.path]: () => import('../features/order/screens/order-details'),
  [paths.chooseAnimal.path]: () => import('../features/order/screens/choose-animal'),
  [paths.dropOff.path]: () => import('../features/order/screens/drop-off'),
  [paths.deerCuts.path]: () => import('../features/order/screens/choose-deer-cuts'),
  [paths.hogCuts.path]: () => import('../features/order/screens/choose-hog-cuts'),
  [paths.addons.path]: () => import('../features/order/screens/addons'),
  [paths.reviewOrder.path]: () => import('../features/order/screens/review-order'),
};
const loadNotFound = () => import('./not-found-page');
const loadStatusPage = () => import('../features/status/status-page');

const screen = (path: string) => lazy(SCREEN_CHUNKS[path] ?? loadNotFound);
const OrderDetailsPage = screen(paths.orderDetails.path);
const ChooseAnimalPage = screen(paths.chooseAnimal.path);
const DropOffPage = screen(paths.dropOff.path);
const ChooseDeerCutsPage = screen(paths.deerCuts.path);
const ChooseHogCutsPage = screen(paths.hogCuts.path);
const AddonsPage = screen(paths.addons.path);
const ReviewOrderPage = screen(paths.reviewOrder.path);
const TestNotificationsPage = lazy(() => import('../features/test-notifications/test-notifications-page'));
const NotFoundPage = lazy(loadNotFound);
// The customer's status page (docs/shop.md 4), opened from a message's link: its own small chunk, whose order
// is asked for while the chunk downloads (in the browser; the server renders its loading frame).
const StatusPage = lazy(() => {
  if (typeof window !== 'undefined') fetchStatusEarly(window.location.pathname);
  return loadStatusPage();
});
// The shop (docs/shop.md 3): one chunk with its own routes, layout and stylesheet, fetched only under /shop.
const ShopApp = lazy(() => import('../features/shop/shop-app'));

let firstLanguageLoad: Promise<void> | null | undefined;
/**
 * Starts, once, loading the page's first language (`drawnIn`: the one the server drew the page in); null
 * when it is English (no catalogue to fetch) or on the server (entry-server.tsx activates the request's
 * language itself). Never called while the entry evaluates (ADR 0607).
 */
function loadFirstLanguage(drawnIn?: string): Promise<void> | null {
  if (firstLanguageLoad === undefined)
    firstLanguageLoad = typeof document === 'undefined' ? null : startLanguage(drawnIn);
  return firstLanguageLoad;
}
/** Settles once the page's first language is active: main.tsx hydrates after it, in the language the server drew. */
export const firstLanguageSettled = (drawnIn: string): Promise<unknown> =>
  loadFirstLanguage(drawnIn)?.catch(() => undefined) ?? Promise.resolve();

/**
 * React Router in declarative mode: the data router (createBrowserRouter) costs about 17 KB gzip more,
 * which would break the 90 KB budget for `/` (docs/design.md 4); these screens load their data themselves.
 * The landing page is in the entry chunk so `/` needs no second round trip.
 */
export function AppRouter() {
  // A new language re-renders every screen (their elements are made here); a first language other than
  // English shows once its catalogue is here, rather than English first.
  useLanguage();
  const [languageReady, setLanguageReady] = useState(
    () => loadFirstLanguage() === null || currentLanguage() !== DEFAULT_LANGUAGE,
  );
  useEffect(() => {
    const markReady = () => setLanguageReady(true);
    void loadFirstLanguage()?.then(markReady, markReady);
  }, []);
  if (!languageReady) return null;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The chunk of the screen at `pathname`, fetched before a server-rendered page hydrates, so React finds
 * the screen's code at hand and hydrates it at once (null: the entry chunk has it, or /shop, never rendered).
 */
export function loadScreenChunk(pathname: string): Promise<unknown> | null {
  const path = routePath(pathname);
  const shop = paths.shop.getHref();
  if (path === paths.home.path || path === shop || path.startsWith(`${shop}/`)) return null;
  if (matchPath(paths.status.path, path)) return loadStatusPage();
  return (SCREEN_CHUNKS[path] ?? (path === paths.testNotifications.path ? null : loadNotFound))?.() ?? null;
}

/** The routes, inside the browser's router here and the server's StaticRouter in entry-server.tsx. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route index element={<LandingPage />} />
          <Route path={paths.orderDetails.path} element={<OrderDetailsPage />} />
          <Route path={paths.chooseAnimal.path} element={<ChooseAnimalPage />} />
          <Route path={paths.deerCuts.path} element={<ChooseDeerCutsPage />} />
          <Route path={paths.hogCuts.path} element={<ChooseHogCutsPage />} />
          <Route path={paths.dropOff.path} element={<DropOffPage />} />
          <Route path={paths.addons.path} element={<AddonsPage />} />
          <Route path={paths.reviewOrder.path} element={<ReviewOrderPage />} />
          <Route path={paths.testNotifications.path} element={<TestNotificationsPage />} />
          <Route path={paths.shop.path} element={<ShopApp />} />
          <Route
            path={paths.status.path}
            element={
              <Suspense fallback={<StatusShell />}>
                <StatusPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
