import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { formatCents, formatPriceText } from '../../../../domain/money';
import { PROCESSING_PRICES } from '../../../../domain/shop/price-edits';
import type { PriceVersionAnswer } from '../../../../domain/shop/answers/prices';
import { LoadingNotice } from '../../../components/loading-notice';
import { ShopPage } from '../components/page-frame';
import { formatShopTime } from '../lib/format-shop-time';
import { LoadFailure } from '../components/load-failure';
import { shopPaths } from '../../../app/shop-paths';
import { useLoad } from '../lib/use-load';
import { getPriceVersion } from './api';

/** /shop/prices/2: one version as it was saved, to read (a version never changes). */
export default function PriceVersionPage() {
  const { version = '' } = useParams();
  const load = useCallback(() => getPriceVersion(version), [version]);
  const { state, retry } = useLoad(load);
  return (
    <ShopPage title={`Prices, version ${version}`} width="max-w-5xl">
      <p className="mb-4">
        <Link
          to={shopPaths.prices.getHref()}
          className="text-base font-semibold text-brand-800 underline underline-offset-2"
        >
          Back to prices
        </Link>
      </p>
      {state.status === 'loading' ? <LoadingNotice text="Loading prices..." /> : null}
      {state.status === 'failed' ? <LoadFailure what="This version" reason={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? <PriceListView list={state.value} /> : null}
    </ShopPage>
  );
}

const notOffered = (hidden: boolean) => (hidden ? ' (not offered to customers)' : '');

function PriceListView({ list }: { list: PriceVersionAnswer }) {
  return (
    <div className="grid gap-8">
      <p className="text-base text-stone-800">{`Saved ${formatShopTime(list.created_at)} by ${list.created_by}. A version never changes.`}</p>
      <section aria-labelledby="version-processing">
        <h2 id="version-processing" className="font-display text-2xl font-bold text-stone-900">
          Processing
        </h2>
        <dl className="mt-3 grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          {PROCESSING_PRICES.map(({ key, label }) => (
            <div key={key} className="flex flex-wrap justify-between gap-2">
              <dt className="text-stone-800">{label}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(list[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="version-prep">
        <h2 id="version-prep" className="font-display text-2xl font-bold text-stone-900">
          Prep options
        </h2>
        <ul className="mt-3 grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          {list.prep.map((option) => (
            <li key={option.name} className="flex flex-wrap justify-between gap-2">
              <span>{`${option.name}${notOffered(option.hidden)}`}</span>
              <span className="font-semibold tabular-nums">{formatCents(option.priceCents)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="version-addons">
        <h2 id="version-addons" className="font-display text-2xl font-bold text-stone-900">
          Add-ons
        </h2>
        <ul className="mt-3 grid gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          {list.addons.map((item) => (
            <li key={item.name} className="grid gap-1 border-b border-stone-100 pb-2 last:border-0 last:pb-0">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">{`${item.name}${notOffered(item.hidden)}`}</span>
                {item.options.length === 0 ? (
                  <span className="font-semibold tabular-nums">{formatPriceText(item.priceCents, item.unit)}</span>
                ) : null}
              </div>
              {item.options.length > 0 ? (
                <ul aria-label={`Sub-options of ${item.name}`} className="grid gap-1 pl-4">
                  {item.options.map((option) => (
                    <li key={option.name} className="flex flex-wrap justify-between gap-2 text-stone-800">
                      <span>{option.name}</span>
                      <span className="tabular-nums">{formatPriceText(option.priceCents, item.unit)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
