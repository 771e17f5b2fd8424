import { type FormEvent, type ReactNode } from 'react';
import { Button, buttonClass } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import type { Loaded } from '../lib/use-load';
import type { ReportRange } from '../lib/use-report-range';
import { DateRangeFields, useDateRangeForm } from './date-range';
import { LoadFailure } from './load-failure';
import { ShopPage } from './page-frame';

/**
 * A report's screen (the log, the yield): its title and intro, the form that asks for a range, and the report
 * for it (docs/shop.md 9, 11).
 */
export function ReportPage({
  title,
  intro,
  form,
  result,
}: {
  title: string;
  intro: string;
  form: ReactNode;
  result: ReactNode;
}) {
  return (
    <ShopPage title={title} width="max-w-7xl" intro={intro}>
      {form}
      {result}
    </ShopPage>
  );
}

/**
 * The form that asks for a report's range: any fields of its own first (given the form), then 'From' and 'To'
 * (checked before asking, as useDateRangeForm says), then the button.
 */
export function ReportRangeForm<T extends ReportRange>({
  initial,
  onShow,
  submitLabel,
  className,
  buttonClassName,
  fields,
}: {
  initial: T;
  onShow: (range: T) => void;
  submitLabel: string;
  /** The grid: each report lays out its own fields. */
  className: string;
  buttonClassName: string;
  fields?: (range: ReturnType<typeof useDateRangeForm<T>>) => ReactNode;
}) {
  const range = useDateRangeForm(initial);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (range.check()) onShow({ ...range.form });
  }

  return (
    <form noValidate onSubmit={submit} className={className}>
      {fields?.(range)}
      <DateRangeFields range={range} />
      <Button type="submit" className={buttonClassName}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** A report being loaded, or why it could not be, or the report itself. */
export function ReportResult<R>({
  state,
  retry,
  what,
  loading,
  children,
}: {
  state: Loaded<R>;
  retry: () => void;
  /** 'The log': '... could not be loaded.' */
  what: string;
  loading: string;
  children: (report: R) => ReactNode;
}) {
  return (
    <div className="mt-6">
      {state.status === 'loading' ? <LoadingNotice text={loading} /> : null}
      {state.status === 'failed' ? <LoadFailure what={what} reason={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? children(state.value) : null}
    </div>
  );
}

/** Above a printable report, on screen only: what it holds, then 'Print' (nothing to print when empty) and the CSV. */
export function ReportToolbar({
  summary,
  printLabel,
  empty,
  csvHref,
}: {
  summary: ReactNode;
  printLabel: string;
  empty: boolean;
  csvHref: string;
}) {
  return (
    <div className="report-screen-only flex flex-wrap items-center justify-between gap-3">
      {summary}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => window.print()} disabled={empty}>
          {printLabel}
        </Button>
        <a href={csvHref} className={buttonClass('secondary')}>
          Download CSV
        </a>
      </div>
    </div>
  );
}
