import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LABEL_COUNT } from '../../../../domain/shop/label-count';
import { Button } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { BackToOrder } from './back-to-order';
import { InputField } from '../components/form-fields';
import { LoadFailure } from '../components/load-failure';
import { PageHeading } from '../components/page-heading';
import { SelectField } from '../components/select-field';
import { LABEL_SIZES, type LabelSize, readLabelSize, saveLabelSize } from './label-size';
import { printLabels } from './print-api';
import { PrintLabel } from './print-label';
import { RecordFailure } from './record-failure';
import { usePrintSheet } from './use-print-sheet';
import { useRecordOnPrint } from './use-record-on-print';
import './print.css';
import './labels.css';

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

const SIZE_OPTIONS = Object.entries(LABEL_SIZES).map(([value, size]) => ({ value, label: size.label }));

/**
 * docs/shop.md 3: the order's labels at /shop/orders/GM-1042/labels (?count=3 to start from 3), shown at once
 * as they print, each on a page of its own in the size chosen (labels.css). The preview follows the count;
 * the print is recorded ('Printed 3 labels') when it is printed, by 'Print' or by the browser's own print.
 */
export default function LabelsPage() {
  const orderNumber = useParams().number ?? '';
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const [initial] = useState(() => {
    const asked = searchParams.get('count');
    const read = asked === null ? null : readCount(asked);
    return read && 'count' in read ? read.count : LABEL_COUNT.default;
  });
  const [text, setText] = useState(String(initial));
  // What is shown and printed: the last valid number typed.
  const [count, setCount] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [size, setSize] = useState<LabelSize>(readLabelSize);

  const { state, retry } = usePrintSheet(orderNumber);
  const record = useCallback(() => printLabels(orderNumber, count), [orderNumber, count]);
  const recording = useRecordOnPrint(state.status === 'ready' ? record : null);

  function changeCount(value: string) {
    setText(value);
    const read = readCount(value);
    if ('error' in read) return;
    setError(undefined);
    setCount(read.count);
    setSearchParams({ count: String(read.count) }, { replace: true });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readCount(text);
    if ('error' in read) {
      setError(read.error);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    recording.printNow();
  }

  function changeSize(value: string) {
    const chosen = value as LabelSize;
    setSize(chosen);
    saveLabelSize(chosen);
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 print:m-0 print:max-w-none print:p-0">
      <div className="print:hidden">
        <BackToOrder orderNumber={orderNumber} />
        <PageHeading title={`Labels ${orderNumber}`} headingRef={headingRef} />
        <form noValidate onSubmit={submit} className="mt-4 flex flex-wrap items-start gap-3">
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
              onChange={(event) => changeCount(event.target.value)}
              onBlur={() => {
                const read = readCount(text);
                setError('error' in read ? read.error : undefined);
              }}
            />
          </div>
          <div className="w-56">
            <SelectField
              label="Label size"
              hint="Kept for this computer."
              options={SIZE_OPTIONS}
              value={size}
              onChange={(event) => changeSize(event.target.value)}
            />
          </div>
          <Button type="submit" className="mt-8" disabled={state.status !== 'ready'}>
            Print
          </Button>
        </form>
        {state.status === 'loading' ? <LoadingNotice text="Loading the labels..." /> : null}
        {state.status === 'not-found' ? (
          <p className="mt-4 text-base text-stone-800">There is no order {orderNumber}.</p>
        ) : null}
        {state.status === 'failed' ? <LoadFailure what="The labels" reason={state.message} onRetry={retry} /> : null}
        <RecordFailure error={recording.error} />
      </div>
      {state.status === 'ready' ? (
        <section
          className={`labels ${LABEL_SIZES[size].className}`}
          aria-label={count === 1 ? '1 label' : `${count} labels`}
        >
          {Array.from({ length: count }, (_, index) => (
            <PrintLabel key={index} sheet={state.sheet} />
          ))}
        </section>
      ) : null}
    </div>
  );
}
