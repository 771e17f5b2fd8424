import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { shopPaths } from '../../app/shop-paths';
import { OwnerOnly, RequireSession } from './components/session-guards';
import { ShopLayout } from './components/shop-layout';
import ChangePasswordPage from './accounts/change-password-page';
import SetupPage from './accounts/setup-page';
import ForgotPasswordPage from './accounts/forgot-password-page';
import ResetPasswordPage from './accounts/reset-password-page';
import { ShopNotFoundPage } from './not-found-page';
import SignInPage from './accounts/sign-in-page';
import { SessionProvider } from './lib/session';
// The shop's own stylesheet: its classes never reach the customer pages' inlined CSS.
import './shop.css';

// The board and the order page (orders/), staff and settings load when first opened.
const BoardPage = lazy(() => import('./orders/board-page'));
const OrderPage = lazy(() => import('./orders/order-page'));
const NewOrderPage = lazy(() => import('./orders/new-order-page'));
const CutSheetPage = lazy(() => import('./orders/cut-sheet-page'));
const LabelsPage = lazy(() => import('./orders/labels-page'));
const StaffPage = lazy(() => import('./staff/staff-page'));
const SettingsPage = lazy(() => import('./settings/settings-page'));
const ShopSetupPage = lazy(() => import('./settings/shop-setup-page'));
const DropOffPage = lazy(() => import('./drop-off/drop-off-page'));
const PricesPage = lazy(() => import('./prices/prices-page'));
const PriceVersionPage = lazy(() => import('./prices/price-version-page'));
const ExportPage = lazy(() => import('./export/export-page'));
const LogPage = lazy(() => import('./log/log-page'));
const YieldPage = lazy(() => import('./yield/yield-page'));
const DonationsPage = lazy(() => import('./donations/donations-page'));
const DonationReceiptPage = lazy(() => import('./orders/donation-receipt-page'));
const TwoFactorPage = lazy(() => import('./accounts/two-factor-page'));

/**
 * Everything under /shop (docs/shop.md 3), one lazily loaded chunk that customer pages never fetch: sign-in and
 * setup on their own, every other page behind the session guard, inside the navigation.
 */
export default function ShopApp() {
  const shop = shopPaths;
  return (
    <SessionProvider>
      <Routes>
        <Route path={shop.signIn.path} element={<SignInPage />} />
        <Route path={shop.setup.path} element={<SetupPage />} />
        <Route path={shop.forgotPassword.path} element={<ForgotPasswordPage />} />
        <Route path={shop.resetPassword.path} element={<ResetPasswordPage />} />
        <Route element={<RequireSession />}>
          <Route element={<ShopLayout />}>
            <Route path={shop.board.path} element={<BoardPage />} />
            <Route path={shop.newOrder.path} element={<NewOrderPage />} />
            <Route path={shop.order.path} element={<OrderPage />} />
            <Route path={shop.cutSheet.path} element={<CutSheetPage />} />
            <Route path={shop.labels.path} element={<LabelsPage />} />
            <Route path={shop.password.path} element={<ChangePasswordPage />} />
            <Route path={shop.twoFactor.path} element={<TwoFactorPage />} />
            <Route path={shop.log.path} element={<LogPage />} />
            <Route path={shop.donationReceipt.path} element={<DonationReceiptPage />} />
            <Route
              path={shop.donations.path}
              element={
                <OwnerOnly title="Donations">
                  <DonationsPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.staff.path}
              element={
                <OwnerOnly title="Staff">
                  <StaffPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.settings.path}
              element={
                <OwnerOnly title="Settings">
                  <SettingsPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.shopSetup.path}
              element={
                <OwnerOnly title="Set up your shop">
                  <ShopSetupPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.dropOff.path}
              element={
                <OwnerOnly title="Drop-off days">
                  <DropOffPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.export.path}
              element={
                <OwnerOnly title="Export">
                  <ExportPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.yield.path}
              element={
                <OwnerOnly title="Yield">
                  <YieldPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.prices.path}
              element={
                <OwnerOnly title="Prices">
                  <PricesPage />
                </OwnerOnly>
              }
            />
            <Route
              path={shop.priceVersion.path}
              element={
                <OwnerOnly title="Prices">
                  <PriceVersionPage />
                </OwnerOnly>
              }
            />
            <Route path="*" element={<ShopNotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </SessionProvider>
  );
}
