import { t } from '@lingui/core/macro';
import type { StatusShop } from '../../../../domain/status-page';
import { telHref } from '../../../lib/tel-href';
import { StatusCard } from './status-card';

/** How to reach the shop and when to come (docs/shop.md 4); nothing for what the owner has not set. */
export function ShopContact({ shop }: { shop: StatusShop }) {
  const name = shop.name.trim();
  const phone = shop.phone.trim();
  const address = shop.address.trim();
  const hours = shop.pickup_hours.trim();
  if (!name && !phone && !address && !hours) return null;
  const tel = telHref(phone);
  return (
    <StatusCard id="status-shop" title={t`Contact the shop`}>
      <address className="grid gap-2 text-base text-stone-800 not-italic">
        {name ? <p className="font-semibold text-stone-900">{name}</p> : null}
        {phone ? (
          <p>
            {tel ? (
              <a
                href={tel}
                className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
              >
                {phone}
              </a>
            ) : (
              phone
            )}
          </p>
        ) : null}
        {address ? <p className="whitespace-pre-line wrap-anywhere">{address}</p> : null}
        {hours ? (
          <p className="whitespace-pre-line wrap-anywhere">
            {t`Pickup hours:`} <span className="text-stone-900">{hours}</span>
          </p>
        ) : null}
      </address>
    </StatusCard>
  );
}
