import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingNotice } from '../../../components/loading-notice';
import { FOR_CUSTOMER_PARAM } from '../../../app/shop-paths';
import { LoadFailure } from '../components/load-failure';
import { BackToBoard } from './back-to-order';
import { PageHeading } from '../components/page-heading';
import { useLoad } from '../lib/use-load';
import { getCounterOrderForm } from './api';
import { CounterOrderEntry } from './counter-order-entry';

/**
 * docs/shop.md 14: /shop/orders/new, 'New order', an order staff take at the counter or on the phone. It loads
 * what the form starts from (today's prices, the next tag, the day, the customer of `?for=GM-1042`), then the
 * form, which a person fills with the keyboard alone, top to bottom.
 */
export default function NewOrderPage() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params] = useSearchParams();
  const from = params.get(FOR_CUSTOMER_PARAM);
  const load = useCallback(() => getCounterOrderForm(from), [from]);
  const { state, retry } = useLoad(load);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <BackToBoard />
      <PageHeading title="New order" headingRef={headingRef} />
      {state.status === 'loading' ? <LoadingNotice text="Loading today's prices..." /> : null}
      {state.status === 'failed' ? <LoadFailure what="The order form" reason={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <CounterOrderEntry key={from ?? ''} start={state.value} from={from} headingRef={headingRef} />
      ) : null}
    </div>
  );
}
