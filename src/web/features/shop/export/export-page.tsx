import type { MouseEvent } from 'react';
import { EXPORT_STAGES, type ExportFile, seasonSoFar } from '../../../../domain/shop/export-range';
import { STAGE_LABELS } from '../../../../domain/shop/stages';
import { buttonClass } from '../../../components/button';
import { LoadingNotice } from '../../../components/loading-notice';
import { getSettings } from '../api';
import { DateRangeFields, useDateRangeForm } from '../components/date-range';
import { ShopPage } from '../components/page-frame';
import { SelectField } from '../components/select-field';
import { LoadFailure } from '../components/load-failure';
import { useLoad } from '../lib/use-load';
import { type ExportForm, exportHref } from './export-links';

const STAGE_OPTIONS = EXPORT_STAGES.map((stage) => ({
  value: stage,
  label: stage === 'all' ? 'All' : STAGE_LABELS[stage],
}));

const DOWNLOADS: readonly { file: ExportFile; label: string }[] = [
  { file: 'orders', label: 'Download orders CSV' },
  { file: 'line-items', label: 'Download line items CSV' },
];

/** The season so far in the shop's time zone (its settings), the page's first range. */
const loadDefaults = () =>
  getSettings().then((settings): ExportForm => ({ ...seasonSoFar(new Date(), settings.time_zone), stage: 'all' }));

/** docs/shop.md 6: /shop/export, the owner's. The orders submitted in a range of days, as two CSV files. */
export default function ExportPage() {
  const { state: load, retry } = useLoad(loadDefaults);
  return (
    <ShopPage
      title="Export"
      intro="The orders submitted from the first day to the last, in the shop's time zone, as CSV files for Excel or any spreadsheet."
    >
      {load.status === 'loading' ? <LoadingNotice text="Loading..." /> : null}
      {load.status === 'failed' ? <LoadFailure what="The shop's time zone" onRetry={retry} /> : null}
      {load.status === 'ready' ? <ExportFormView initial={load.value} /> : null}
    </ShopPage>
  );
}

function ExportFormView({ initial }: { initial: ExportForm }) {
  const range = useDateRangeForm(initial);
  const { form, set } = range;

  // A range the server would refuse is not asked for: the first field at fault says why.
  const guard = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!range.check()) event.preventDefault();
  };

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <DateRangeFields range={range} />
      </div>
      <SelectField label="Stage" options={STAGE_OPTIONS} value={form.stage} onChange={set('stage')} />
      <p className="text-base text-stone-700">
        The orders file has one row per order: its stages' dates, the customer, the animal, the totals, what was paid
        and the balance. The line items file has one row per line of each order.
      </p>
      <ul className="grid gap-3 sm:flex sm:flex-wrap">
        {DOWNLOADS.map(({ file, label }) => (
          <li key={file}>
            <a
              href={exportHref(file, form)}
              onClick={guard}
              className={buttonClass(file === 'orders' ? 'primary' : 'secondary', 'w-full sm:w-auto')}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </form>
  );
}
