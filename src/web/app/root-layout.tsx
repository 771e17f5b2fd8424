import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ToasterHost } from '../components/toaster-host';
import { ScreenShell } from '../features/order/components/screen-shell';

/** Each new screen starts at the top, as a page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<ScreenShell />}>
        <Outlet />
      </Suspense>
      <ToasterHost />
      <ScrollToTop />
    </>
  );
}
