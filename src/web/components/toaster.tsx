import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { translateToast } from '../i18n/toast-texts';
import { markToasterGone, markToasterReady } from '../lib/toast';

/** Error toasts are 'destructive' (docs/customer-flow.md 8): dark red on pale red, which keeps AA contrast. */
export default function AppToaster() {
  // Children's effects run first, so sonner is subscribed by the time this one marks it ready.
  useEffect(() => {
    markToasterReady(translateToast);
    return markToasterGone;
  }, []);
  return (
    <Toaster
      position="top-center"
      // Below the Back and Close header buttons, so a toast never covers them.
      offset={{ top: 64 }}
      mobileOffset={{ top: 64, left: 12, right: 12 }}
      closeButton={false}
      toastOptions={{
        classNames: {
          toast: 'rounded-xl! border! shadow-lg! text-base! gap-2!',
          title: 'font-semibold! text-base!',
          description: 'text-sm! opacity-100!',
          error: 'bg-red-50! border-red-300! text-red-900!',
          success: 'bg-emerald-50! border-emerald-300! text-emerald-900!',
        },
      }}
    />
  );
}
