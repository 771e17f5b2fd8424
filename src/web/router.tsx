import { type ComponentType, Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RootLayout } from './root-layout';
import LandingPage from './routes/landing';
import { PATHS } from './paths';

type PageModule = { default?: ComponentType; Component?: ComponentType };

/** Each screen is its own chunk, fetched when first visited. */
function page(load: () => Promise<PageModule>) {
  return lazy(async () => {
    const module = await load();
    const Component = module.Component ?? module.default;
    if (!Component) throw new Error('A route module must export a component.');
    return { default: Component };
  });
}

const OrderDetailsPage = page(() => import('./features/order/screens/order-details'));
const ChooseAnimalPage = page(() => import('./features/order/screens/choose-animal'));
const ChooseDeerCutsPage = page(() => import('./features/order/screens/choose-deer-cuts'));
const ChooseHogCutsPage = page(() => import('./features/order/screens/choose-hog-cuts'));
const AddonsPage = page(() => import('./features/order/screens/addons'));
const ReviewOrderPage = page(() => import('./features/order/screens/review-order'));
const TestNotificationsPage = page(() => import('./routes/test-notifications'));
const NotFoundPage = page(() => import('./routes/not-found'));

/**
 * React Router in declarative mode: the data router (createBrowserRouter) costs about 17 KB gzip more,
 * which would break the 90 KB budget for `/` (DESIGN 4); these screens load their data themselves.
 * The landing page is in the entry chunk so `/` needs no second round trip.
 */
export function AppRouter() {
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
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
