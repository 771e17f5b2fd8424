import { Suspense, lazy, useEffect, useState } from 'react';
import { registerToasterHost } from '../lib/toast';

const LazyToaster = lazy(() => import('./toaster'));

/** Mounts sonner's Toaster the first time a toast is wanted, so the landing page never loads it. */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    registerToasterHost(() => setWanted(true));
    return () => registerToasterHost(null);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
