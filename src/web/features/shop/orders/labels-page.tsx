import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LABEL_COUNT } from '../../../../domain/shop/label-count';
import type { PrintSheet } from '../../../../domain/shop/answers/print';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { BackToOrder } from './back-to-order';
import { BarcodeImage } from './barcode-image';
import { InputField } from '../components/form-fields';
import { LoadFailure } from '../components/load-failure';
import { PageHeading } from '../components/page-heading';
import { printLabels } from './print-api';
import { useRecordedPrint } from './use-recorded-print';
import './print.css';

/** A count from the URL or the field: a whole number from 1 to 100, else why not. */
function readCount(text: string): { count: number } | { error: string } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return { error: 'Enter the number of labels.' };
  if (!Number.isInteger(value)) return { error: 'Number of labels must be a whole number.' };
  if (value < LABEL_COUNT.min || value > LABEL_COUNT.max) {
    return { error: `Number of labels must be from ${LABEL_COUNT.min} to ${LABEL_COUNT.max}.` };
  }
  return { count: value };
}

/**
 * docs/shop.md 3: the order's 4x2 in labels at /shop/orders/GM-1042/labels?count=3, each on a page of its own
 * (print.css). The labels of a count are recorded ('Printed 3 labels') when they are made: on opening a
 * link with ?count=, or on 'Print' with a new number; without a count the page asks for one first, so
 * that choosing the number records nothing of its own.
 */
export default function LabelsPage() {
  const orderNumber = useParams().number ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const countParam = searchParams.get('count');
  const fromUrl = countParam === null ? null : readCount(countParam);
  const count = fromUrl && 'count' in fromUrl ? fromUrl.count : null;

  const [text, setText] = useState(String(count ?? LABEL_COUNT.default));
  const [error, setError] = useState<string | undefined>();
  // Printing waits for the labels of the number asked for.
  const [printWhenReady, setPrintWhenReady] = useState(false);

  const record = useCallback(() => printLabels(orderNumber, count ?? LABEL_COUNT.default), [orderNumber, count]);
  const { state, retry } = useRecordedPrint(count === null ? null : String(count), record);
  const shownCount = state.status === 'ready' ? Number(state.key) : null;
  const preparing = count !== null && shownCount !== count && state.status !== 'failed';

  useEffect(() => {
    if (printWhenReady && shownCount !== null && shownCount === count) {
      setPrintWhenReady(false);
      window.print();
    }
  }, [printWhenReady, shownCount, count]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readCount(text);
    if ('error' in read) {
      setError(read.error);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(undefined);
    if (read.count === shownCount) {
      window.print();
      return;
    }
    setPrintWhenReady(true);
    setSearchParams({ count: String(read.count) }, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 print:m-0 print:max-w-none print:p-0">
      <div className="print:hidden">
        <BackToOrder orderNumber={orderNumber} />
        <PageHeading title={`Labels ${orderNumber}`} headingRef={headingRef} />
        <p className="mt-2 text-base text-stone-800">4 x 2 in labels, one to a page, all alike.</p>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
          <div className="w-48">
            <InputField
              label="Number of labels"
              type="number"
              inputMode="numeric"
              min={LABEL_COUNT.min}
              max={LABEL_COUNT.max}
              step={1}
              value={text}
              error={error}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={preparing || state.status === 'not-found'}>
            {preparing && printWhenReady ? 'Preparing...' : 'Print'}
          </Button>
        </form>
        {countParam !== null && count === null ? (
          <p className="mt-3 text-base text-stone-800">
            {`The link asked for ${countParam} labels. Choose from ${LABEL_COUNT.min} to ${LABEL_COUNT.max}.`}
          </p>
        ) : null}
        {state.status === 'loading' ? <LoadingNotice text="Loading the labels..." /> : null}
        {state.status === 'not-found' ? (
          <p className="mt-4 text-base text-stone-800">There is no order {orderNumber}.</p>
        ) : null}
        {state.status === 'failed' ? <LoadFailure what="The labels" reason={state.message} onRetry={retry} /> : null}
      </div>
      {state.status === 'ready' ? <Labels sheet={state.sheet} count={Number(state.key)} /> : null}
    </div>
  );
}

/** The labels, all alike: 'GAME MEAT - NOT FOR SALE', the shop, the customer, tag, species and barcode. */
function Labels({ sheet, count }: { sheet: PrintSheet; count: number }) {
  const { order, shop, barcode } = sheet;
  const tag = order.drop_off.tag_number;
  return (
    <section className="labels" aria-label={count === 1 ? '1 label' : `${count} labels`}>
      <h2 className="text-base font-semibold text-stone-900 print:hidden">
        {count === 1 ? 'The label' : `The label, printed ${count} times`}
      </h2>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={index === 0 ? 'label' : 'label label--more'}>
          <div className="label__body">
            <p className="label__warning">GAME MEAT - NOT FOR SALE</p>
            <div className="label__main">
              <div className="label__who">
                <p className="label__shop label__clamp">{shop.shop_name}</p>
                {shop.address ? <p className="label__address label__clamp">{shop.address}</p> : null}
                <p className="label__customer label__clamp">{order.details.order.full_name}</p>
              </div>
              <div className="label__tag">
                {tag === null ? (
                  <p>
                    <span className="label__tag-label">Order</span>
                    <span className="label__tag-number label__tag-number--order">
                      {order.details.order.order_number}
                    </span>
                  </p>
                ) : (
                  <p>
                    <span className="label__tag-label">Tag</span>
                    <span className="label__tag-number">{tag}</span>
                  </p>
                )}
                <p className="label__species">{order.details.order.animal_type}</p>
              </div>
            </div>
            <BarcodeImage barcode={barcode} className="label__barcode" />
          </div>
        </div>
      ))}
    </section>
  );
}
