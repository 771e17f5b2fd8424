import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { OwnerOnly, RequireSession } from './components/session-guards';
import { ShopLayout } from './components/shop-layout';
import ChangePasswordPage from './pages/change-password-page';
import { ComingSoonPage } from './pages/coming-soon-page';
import SetupPage from './pages/setup-page';
import { ShopNotFoundPage } from './pages/shop-not-found-page';
import SignInPage from './pages/sign-in-page';
import { SessionProvider } from './session';
// The shop's own stylesheet: its classes never reach the customer pages' inlined CSS.
import './shop.css';

// The board and the order page (orders/), staff and settings load when first opened.
const BoardPage = lazy(() => import('./orders/board-page'));
const OrderPage = lazy(() => import('./orders/order-page'));
const CutSheetPage = lazy(() => import('./orders/cut-sheet-page'));
const LabelsPage = lazy(() => import('./orders/labels-page'));
const StaffPage = lazy(() => import('./pages/staff-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));
const PricesPage = lazy(() => import('./prices/prices-page'));
const PriceVersionPage = lazy(() => import('./prices/price-version-page'));
const ExportPage = lazy(() => import('./export/export-page'));
const LogPage = lazy(() => import('./log/log-page'));

/** Owner pages of later issues (docs/shop.md 5): linked already, and saying so. */
const COMING_LATER = [] as const;

/**
 * Everything under /shop (docs/shop.md 3), one lazily loaded chunk that customer pages never fetch: sign-in and
 * setup on their own, every other page behind the session guard, inside the navigation.
 */
export default function ShopApp() {
  return (
    <SessionProvider>
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="setup" element={<SetupPage />} />
        <Route element={<RequireSession />}>
          <Route element={<ShopLayout />}>
            <Route index element={<BoardPage />} />
            <Route path="orders/:number" element={<OrderPage />} />
            <Route path="orders/:number/cut-sheet" element={<CutSheetPage />} />
            <Route path="orders/:number/labels" element={<LabelsPage />} />
            <Route path="password" element={<ChangePasswordPage />} />
            <Route path="log" element={<LogPage />} />
            <Route
              path="staff"
              element={
                <OwnerOnly title="Staff">
                  <StaffPage />
                </OwnerOnly>
              }
            />
            <Route
              path="settings"
              element={
                <OwnerOnly title="Settings">
                  <SettingsPage />
                </OwnerOnly>
              }
            />
            <Route
              path="export"
              element={
                <OwnerOnly title="Export">
                  <ExportPage />
                </OwnerOnly>
              }
            />
            <Route
              path="prices"
              element={
                <OwnerOnly title="Prices">
                  <PricesPage />
                </OwnerOnly>
              }
            />
            <Route
              path="prices/:version"
              element={
                <OwnerOnly title="Prices">
                  <PriceVersionPage />
                </OwnerOnly>
              }
            />
            {COMING_LATER.map(({ path, title, what }) => (
              <Route
                key={path}
                path={path}
                element={
                  <OwnerOnly title={title}>
                    <ComingSoonPage title={title} what={what} />
                  </OwnerOnly>
                }
              />
            ))}
            <Route path="*" element={<ShopNotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </SessionProvider>
  );
}
