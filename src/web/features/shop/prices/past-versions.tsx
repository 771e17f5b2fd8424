import { Link } from 'react-router';
import type { PriceVersionSummary } from '../../../../domain/shop/answers/prices';
import { formatShopTime } from '../lib/format-shop-time';
import { shopPaths } from '../../../app/shop-paths';

/** 'Past versions': each save with when and by whom, newest first, each one open to read. */
export function PastVersions({ versions, current }: { versions: readonly PriceVersionSummary[]; current: number }) {
  return (
    <section aria-labelledby="past-versions" className="mt-10">
      <h2 id="past-versions" className="font-display text-2xl font-bold text-stone-900">
        Past versions
      </h2>
      <p className="mt-1 text-base text-stone-700">
        Each order keeps the version it was priced with, so changing prices never changes an order already placed.
      </p>
      <ul className="mt-4 grid gap-2">
        {versions.map((entry) => (
          <li
            key={entry.version}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
          >
            <p className="text-base text-stone-900">
              <span className="font-semibold">{`Version ${entry.version}`}</span>
              {entry.version === current ? <span className="ml-2 text-sm text-forest-700">(current)</span> : null}
              <span className="block text-sm text-stone-700">
                {`${formatShopTime(entry.created_at)} by ${entry.created_by}`}
              </span>
            </p>
            <Link
              to={shopPaths.priceVersion.getHref(entry.version)}
              className="text-base font-semibold text-brand-800 underline underline-offset-2"
            >
              {`View version ${entry.version}`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
