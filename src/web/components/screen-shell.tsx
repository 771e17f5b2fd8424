import { useLocation } from 'react-router';
import { basicCutAndWrapText } from '../../domain/price-texts';
import { usePriceList } from '../lib/price-list';
import { PATHS, SCREEN_HEADINGS } from '../paths';

/**
 * What a step shows while its code loads on a direct visit: the same frame, title and subtitle as the
 * screen (StepLayout), so the page paints at once and nothing moves when the screen arrives.
 * Kept in the entry chunk, so it cannot import StepLayout (which pulls in the dialogs' code).
 */
export function ScreenShell() {
  const { pathname } = useLocation();
  const heading = SCREEN_HEADINGS[pathname];
  const prices = usePriceList();
  if (!heading) return null;
  // The deer's subtitle names the current price: shown once the list is here, a blank line of its height till then.
  const subtitle =
    pathname === PATHS.deerCuts
      ? prices.status === 'ready'
        ? basicCutAndWrapText(prices.prices)
        : '\u00a0'
      : heading.subtitle;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col" aria-busy="true">
      <div className="h-14" />
      <div className="px-4">
        <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">{heading.title}</h1>
        <p className="mt-1 text-base text-stone-700">{subtitle}</p>
      </div>
    </div>
  );
}
