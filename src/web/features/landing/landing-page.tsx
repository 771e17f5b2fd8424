import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PublicShopInfo } from '../../../domain/shop/answers/settings';
import { paths } from '../../app/paths';
import { buttonClass } from '../../components/button';
import { KeptConfirmation } from '../../components/kept-confirmation';
import { LanguageSwitch } from '../../components/language-switch';
import { startPriceListLoad } from '../../lib/price-list';
import { FullTodayNotice } from './full-today';
import { shopName } from '../../lib/shop-name';
import { telHref } from '../../lib/tel-href';

const STEPS = [
  msg`Your contact details`,
  msg`Deer or hog, and its options`,
  msg`Cuts and add-ons`,
  msg`Review the price and submit`,
];

/**
 * SHOP_API_PATHS.shopInfo, written out: importing the shop's route table would put all of it in the entry
 * chunk that every customer downloads (landing-page.test.tsx holds the two together).
 */
export const SHOP_INFO_URL = '/api/shop-info';

/** The shop's name, phone and pickup hours (docs/shop.md 3), or null when the server has none to give. */
async function loadShopInfo(): Promise<PublicShopInfo | null> {
  try {
    const response = await fetch(SHOP_INFO_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const info = (await response.json()) as Partial<PublicShopInfo> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    return { shop_name: text(info?.shop_name), phone: text(info?.phone), pickup_hours: text(info?.pickup_hours) };
  } catch {
    return null;
  }
}

/**
 * `/`: kept free of dialogs, toasts and the catalogue so it loads fast on a phone in the field. The shop's
 * details arrive after the first paint and go last on the page, below everything else, so nothing moves.
 */
export default function LandingPage() {
  const navigate = useNavigate();
  const [shop, setShop] = useState<PublicShopInfo | null>(null);
  // As the page was drawn (the server knows it), then as the shop's details answer.
  const name = shop?.shop_name || shopName();
  useEffect(() => {
    let current = true;
    // The steps price with the current list (docs/shop.md 5): ask for it now, while the customer reads this page.
    void startPriceListLoad();
    void loadShopInfo().then((info) => current && setShop(info));
    return () => {
      current = false;
    };
  }, []);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col px-5 py-8">
      {/* The shop's name once the owner set it (docs/customer-flow.md 2); the page's title too, also after a
          client-side navigation here, which leaves the previous screen's title behind otherwise. */}
      <title>{name || t`Game Processing Orders`}</title>
      <p className="truncate text-sm font-semibold tracking-widest text-brand-700 uppercase">
        {name || t`Game Processing`}
      </p>
      <KeptConfirmation />
      {/* docs/shop.md 10, 'We're full today': above 'Create Order', which stays (the shop may still take bookings for
          later days). */}
      <FullTodayNotice />
      <div className="mt-10 rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-lg">
        <h1 className="font-display text-4xl font-bold tracking-tight">{t`Ready to Order?`}</h1>
        <p className="mt-3 text-lg text-brand-50">
          {t`Tell us about your deer or hog, choose your cuts, and see your price before you submit.`}
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-6 w-full border-0 text-lg text-brand-900 hover:bg-brand-50')}
          onClick={() => void navigate(paths.orderDetails.getHref())}
        >
          {t`Create Order`}
        </button>
      </div>
      {/* After 'Create Order', so that the page's first stop for the keyboard stays the order button. */}
      <LanguageSwitch className="mt-4 justify-end" />
      <section aria-labelledby="how-it-works" className="mt-4">
        <h2 id="how-it-works" className="text-lg font-semibold text-stone-900">
          {t`How it works`}
        </h2>
        <ol className="mt-3 grid gap-2">
          {STEPS.map((step, index) => (
            <li
              key={step.id}
              className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-base text-stone-800 shadow-sm ring-1 ring-stone-200"
            >
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              {i18n._(step)}
            </li>
          ))}
        </ol>
      </section>
      <footer className="pt-10 text-center text-base text-stone-700">
        <p>{t`Need help? Contact support anytime`}</p>
        {shop ? <ShopContact shop={shop} /> : null}
      </footer>
    </main>
  );
}

/** Nothing for a detail the owner has not set (docs/shop.md 3: Settings). */
function ShopContact({ shop }: { shop: PublicShopInfo }) {
  const tel = telHref(shop.phone);
  return (
    <>
      {tel ? (
        <p>
          <a
            href={tel}
            className="inline-flex min-h-11 items-center px-2 font-semibold text-brand-800 underline underline-offset-2"
          >
            {shop.phone}
          </a>
        </p>
      ) : null}
      {shop.shop_name ? <p className="mt-2 font-semibold text-stone-900">{shop.shop_name}</p> : null}
      {shop.pickup_hours ? (
        <p className="mt-1 whitespace-pre-line">
          {t`Pickup hours:`} <span className="text-stone-900">{shop.pickup_hours}</span>
        </p>
      ) : null}
    </>
  );
}
