import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../app/paths';
import {
  type StartFromState,
  type KeptConfirmation,
  forgetConfirmation,
  readKeptConfirmation,
} from '../lib/order-confirmation';
import { telHref } from '../lib/tel-href';
import { buttonClass } from './button';

/** Just submitted (the landing drawn by the submit itself): the panel takes the focus, so it is read first. */
const JUST_SUBMITTED_MS = 10_000;

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2';

/** 'We've sent a confirmation to ...' naming only the channels it goes to; nothing when it goes to none. */
function sentTo(kept: KeptConfirmation): string | null {
  const { email } = kept;
  // A number breaks across lines only where it has no spaces: '(205) 555-0100' stays whole.
  const phone = kept.phone?.replace(/ /g, '\u00a0') ?? null;
  if (email && phone) return t`We've sent a confirmation to ${email} and ${phone}.`;
  const channel = email ?? phone;
  return channel ? t`We've sent a confirmation to ${channel}.` : null;
}

/**
 * The last order submitted on this phone (ADR 0609), above 'Ready to Order?' on /: its number, where
 * the confirmation went, how to drop the animal off, the shop's contact and the status page. It reads only
 * this browser's storage, so it shows offline too, once the page and this chunk are cached.
 */
export function ConfirmationPanel() {
  const [kept, setKept] = useState(readKeptConfirmation);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (kept && Date.now() - kept.kept_at < JUST_SUBMITTED_MS) heading.current?.focus();
    // Once, as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!kept) return null;
  const { shop } = kept;
  const tel = telHref(shop.phone);
  const sent = sentTo(kept);
  return (
    <section
      aria-labelledby="order-received"
      className="mt-6 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-base text-stone-800 shadow-sm"
    >
      <h2 id="order-received" ref={heading} tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
        {t`Order ${kept.order_number} received`}
      </h2>
      {sent ? <p className="mt-2 break-words">{sent}</p> : null}
      <p className="mt-2">{t`Bring your animal to the shop and give this order number at drop-off.`}</p>
      {shop.name || shop.phone || shop.address ? (
        <address className="mt-3 grid gap-1 not-italic">
          {shop.name ? <p className="font-semibold text-stone-900">{shop.name}</p> : null}
          {shop.address ? <p className="whitespace-pre-line">{shop.address}</p> : null}
          {shop.phone ? (
            <p>
              {tel ? (
                <a href={tel} className={LINK}>
                  {shop.phone}
                </a>
              ) : (
                shop.phone
              )}
            </p>
          ) : null}
        </address>
      ) : null}
      <div className="mt-4 grid gap-3">
        {kept.status_path ? (
          <>
            <a href={kept.status_path} className={buttonClass('primary')}>
              {t`Track your order`}
            </a>
            {/* docs/shop.md 16: a second deer in the truck, without typing the details again. */}
            <Link
              to={paths.orderDetails.getHref()}
              state={{ anotherAnimalOf: kept.status_path } satisfies StartFromState}
              className={buttonClass('secondary')}
            >
              {t`Order another animal`}
            </Link>
          </>
        ) : null}
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => {
            forgetConfirmation();
            setKept(null);
          }}
        >
          {t`Dismiss`}
        </button>
      </div>
    </section>
  );
}
