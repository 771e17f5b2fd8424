import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { STATUS_PAGE_PATH } from '../domain/api-paths';
import { fetchStatusEarly } from './features/status/early-status';
import { StatusShell } from './features/status/status-frame';
import { startLanguage, useLanguage } from './i18n/language';
import { PATHS } from './paths';
import { RootLayout } from './root-layout';
import LandingPage from './routes/landing';

// Each screen is its own chunk (its module's default export), fetched when first visited.
const OrderDetailsPage = lazy(() => import('./features/order/screens/order-details'));
const ChooseAnimalPage = lazy(() => import('./features/order/screens/choose-animal'));
const ChooseDeerCutsPage = lazy(() => import('./features/order/screens/choose-deer-cuts'));
const ChooseHogCutsPage = lazy(() => import('./features/order/screens/choose-hog-cuts'));
const AddonsPage = lazy(() => import('./features/order/screens/addons'));
const ReviewOrderPage = lazy(() => import('./features/order/screens/review-order'));
const TestNotificationsPage = lazy(() => import('./features/test-notifications/test-notifications-page'));
const NotFoundPage = lazy(() => import('./routes/not-found'));
// The customer's status page (SHOP.md 4), opened from a message's link: its own small chunk, whose order
// is asked for while the chunk downloads.
const StatusPage = lazy(() => {
  fetchStatusEarly(window.location.pathname);
  return import('./features/status/status-page');
});
// The shop (SHOP.md 3): one chunk with its own routes, layout and stylesheet, fetched only under /shop.
const ShopApp = lazy(() => import('./features/shop/shop-app'));

const firstLanguageLoad = startLanguage();

/**
 * React Router in declarative mode: the data router (createBrowserRouter) costs about 17 KB gzip more,
 * which would break the 90 KB budget for `/` (DESIGN 4); these screens load their data themselves.
 * The landing page is in the entry chunk so `/` needs no second round trip.
 */
export function AppRouter() {
  // A new language re-renders every screen (their elements are made here); a first language other than
  // English shows once its catalogue is here, rather than English first.
  useLanguage();
  const [languageReady, setLanguageReady] = useState(firstLanguageLoad === null);
  useEffect(() => {
    const markReady = () => setLanguageReady(true);
    void firstLanguageLoad?.then(markReady, markReady);
  }, []);
  if (!languageReady) return null;
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route index element={<LandingPage />} />
            <Route path={PATHS.orderDetails} element={<OrderDetailsPage />} />
            <Route path={PATHS.chooseAnimal} element={<ChooseAnimalPage />} />
            <Route path={PATHS.deerCuts} element={<ChooseDeerCutsPage />} />
            <Route path={PATHS.hogCuts} element={<ChooseHogCutsPage />} />
            <Route path={PATHS.addons} element={<AddonsPage />} />
            <Route path={PATHS.reviewOrder} element={<ReviewOrderPage />} />
            <Route path={PATHS.testNotifications} element={<TestNotificationsPage />} />
            <Route path="/shop/*" element={<ShopApp />} />
            <Route
              path={STATUS_PAGE_PATH}
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
    </BrowserRouter>
  );
}
