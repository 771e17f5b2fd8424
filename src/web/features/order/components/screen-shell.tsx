import { useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { LanguageSwitch } from '../../../components/language-switch';
import { basicCutAndWrapInLanguage } from '../../../i18n/price-texts';
import { usePriceList } from '../../../lib/price-list';
import { SCREEN_HEADINGS, headingFor } from '../screen-headings';

/**
 * What a step shows while its code loads on a direct visit: the same frame, title and subtitle as the
 * screen (StepLayout), so the page paints at once and nothing moves when the screen arrives.
 * Kept in the entry chunk, so it cannot import StepLayout (which pulls in the dialogs' code).
 */
export function ScreenShell() {
  const { pathname } = useLocation();
  const known = pathname in SCREEN_HEADINGS;
  const prices = usePriceList();
  if (!known) return null;
  const heading = headingFor(pathname);
  // The deer's subtitle names the current price: shown once the list is here, a blank line of its height till then.
  const subtitle =
    pathname === paths.deerCuts.path
      ? prices.status === 'ready'
        ? basicCutAndWrapInLanguage(prices.prices)
        : '\u00a0'
      : heading.subtitle;
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col" aria-busy="true">
      {/* The header's height, with the language switch where the screen has it. */}
      <div className="flex h-14 items-center justify-center px-2 pt-2">
        <LanguageSwitch />
      </div>
      <div className="px-4">
        <h1 className="font-display text-3xl font-bold tracking-tight text-stone-900">{heading.title}</h1>
        <p className="mt-1 text-base text-stone-700">{subtitle}</p>
      </div>
    </div>
  );
}
