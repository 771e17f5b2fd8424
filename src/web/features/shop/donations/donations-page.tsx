import { useCallback, useRef, useState } from 'react';
import { formatCents } from '../../../../domain/money';
import type { DonationEntry, DonationProgram, DonationsReport } from '../../../../domain/shop/answers/donations';
import { DONATION_CHOICE_LABELS, DONATION_COLUMNS, programTermsText } from '../../../../domain/shop/donations';
import { LoadingNotice } from '../../../components/loading-notice';
import { LoadFailure } from '../components/load-failure';
import { ShopPage } from '../components/page-frame';
import { ReportRangeForm, ReportResult, ReportToolbar } from '../components/report-page';
import { SelectField } from '../components/select-field';
import { formatShopDay } from '../lib/format-shop-time';
import { useLoad } from '../lib/use-load';
import { useReportRange } from '../lib/use-report-range';
import { monthSoFar } from '../lib/month-so-far';
import { type DonationsRange, donationsCsvHref, getDonationPrograms, getDonations } from './api';
import { ProgramDialog } from './program-dialog';
import '../components/landscape-report.css';
import './donations-print.css';
import { ScrollRegion } from '../components/scroll-region';

/**
 * docs/shop.md 12: /shop/donations (owner). The donation programs (added, edited, retired; never deleted),
 * and per program and range of days each donated animal with what the program owes: on screen, printed as
 * the program's invoice (landscape, page numbers) and as CSV.
 */
export default function DonationsPage() {
  const load = useCallback(() => getDonationPrograms(), []);
  const { state, retry, update } = useLoad(load);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  function saved(program: DonationProgram, message: string) {
    update(({ programs }) => ({
      programs: [...programs.filter((p) => p.id !== program.id), program].sort((a, b) =>
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
      ),
    }));
    setAnnouncement(message);
  }

  return (
    <ShopPage
      title="Donations"
      width="max-w-7xl"
      intro="What each donation program owes for the animals given to it, and the programs themselves."
    >
      <p role="status" className="report-screen-only min-h-6 text-base font-medium text-forest-700">
        {announcement}
      </p>
      {state.status === 'loading' ? <LoadingNotice text="Loading the programs..." /> : null}
      {state.status === 'failed' ? <LoadFailure what="The programs" reason={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <Invoices programs={state.value.programs} />
          <Programs programs={state.value.programs} onSaved={saved} headingRef={headingRef} />
        </>
      ) : null}
    </ShopPage>
  );
}

function Invoices({ programs }: { programs: readonly DonationProgram[] }) {
  const first = programs[0];
  if (!first) {
    return (
      <p className="report-screen-only text-base text-stone-800">
        No donation programs yet. Add one below; staff then choose it on an order's 'Edit donation'.
      </p>
    );
  }
  return <Invoice programs={programs} first={first} />;
}

/** One program's invoice over a range: asking for another shows it anew, from 'loading' (useReportRange). */
function Invoice({ programs, first }: { programs: readonly DonationProgram[]; first: DonationProgram }) {
  const { range, show, state, retry } = useReportRange(
    (): DonationsRange => ({ program: first.id, ...monthSoFar(new Date()) }),
    getDonations,
    { fresh: true },
  );
  return (
    <section aria-labelledby="donated-animals" className="donations">
      <h2 id="donated-animals" className="report-screen-only text-xl font-bold text-stone-900">
        Donated animals
      </h2>
      <ReportRangeForm
        initial={range}
        onShow={show}
        submitLabel="Show donations"
        className="report-screen-only mt-3 grid gap-4 lg:grid-cols-[1.5fr_1fr_1fr_auto] lg:items-start"
        buttonClassName="lg:mt-8"
        fields={({ form, set }) => (
          <SelectField
            label="Program"
            options={programs.map((p) => ({ value: p.id, label: `${p.name}${p.retired ? ' (retired)' : ''}` }))}
            value={form.program}
            onChange={set('program')}
          />
        )}
      />
      <ReportResult state={state} retry={retry} what="The donations" loading="Loading the donations...">
        {(report) => <ReportView report={report} range={range} />}
      </ReportResult>
    </section>
  );
}

const given = (value: string | number | null) => (value === null || value === '' ? '' : String(value));

/** The cells of one entry, in DONATION_COLUMNS' order. */
function cellsOf(entry: DonationEntry): string[] {
  return [
    formatShopDay(entry.received_on),
    given(entry.tag_number),
    entry.order_number,
    given(entry.confirmation_number),
    entry.hunter_name,
    DONATION_CHOICE_LABELS[entry.donation],
    entry.pounds === null ? 'Not weighed' : `${entry.pounds}`,
    formatCents(entry.amount_due_cents),
  ];
}

/** Numbers line up on the right. */
const NUMERIC = new Set<string>(['Pounds', 'Amount due']);

function ReportView({ report, range }: { report: DonationsReport; range: DonationsRange }) {
  const { entries, totals, program } = report;
  const count = entries.length;
  const days = `${formatShopDay(report.from)} to ${formatShopDay(report.to)}`;
  return (
    <div className="landscape-report donations-report">
      <ReportToolbar
        summary={
          <p className="text-base font-semibold text-stone-900">
            {`${count} ${count === 1 ? 'animal' : 'animals'} donated to ${program.name} from ${days}: ${formatCents(totals.amount_due_cents)} due.`}
          </p>
        }
        printLabel="Print invoice"
        empty={count === 0}
        csvHref={donationsCsvHref(range)}
      />
      <div className="donations-invoice-head hidden">
        <div>
          <p className="text-xl font-bold">{`Invoice: ${program.name}`}</p>
          <p>{`Animals donated from ${days}. ${programTermsText(program)}.`}</p>
        </div>
        <div className="grid grid-cols-2 gap-6">
          <div>
            <p className="font-semibold">From</p>
            <p className="whitespace-pre-line">
              {[report.shop_name, report.shop_address, report.shop_phone].filter(Boolean).join('\n')}
            </p>
          </div>
          <div>
            <p className="font-semibold">Bill to</p>
            <p className="whitespace-pre-line">{program.invoice_contact || program.name}</p>
          </div>
        </div>
      </div>
      {count === 0 ? (
        <p className="mt-4 text-base text-stone-700">No animals were donated to this program on these days.</p>
      ) : (
        <ScrollRegion label="Donated animals by date received" className="report-scroll mt-4">
          <table className="donations-table w-full border-collapse text-left text-sm">
            <caption className="px-3 py-2 text-left text-base font-semibold text-stone-900">
              {`${program.name}, ${days}`}
            </caption>
            <thead className="bg-stone-100">
              <tr>
                {DONATION_COLUMNS.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className={`px-3 py-2 font-semibold text-stone-900 ${NUMERIC.has(column) ? 'text-right' : ''}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.order_number} className="border-t border-stone-200">
                  {cellsOf(entry).map((cell, index) => (
                    <td
                      key={DONATION_COLUMNS[index]}
                      className={`px-3 py-2 align-top wrap-break-word text-stone-900 ${
                        NUMERIC.has(DONATION_COLUMNS[index] ?? '') ? 'text-right tabular-nums' : ''
                      }`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-stone-400 font-bold">
                <th scope="row" colSpan={6} className="px-3 py-2 text-left text-stone-900">
                  {`Total: ${totals.animals} ${totals.animals === 1 ? 'animal' : 'animals'}`}
                </th>
                <td className="px-3 py-2 text-right text-stone-900 tabular-nums">{`${totals.pounds} lbs`}</td>
                <td className="px-3 py-2 text-right text-stone-900 tabular-nums">
                  {formatCents(totals.amount_due_cents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

function Programs({
  programs,
  onSaved,
  headingRef,
}: {
  programs: readonly DonationProgram[];
  onSaved: (program: DonationProgram, message: string) => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section aria-labelledby="donation-programs" className="report-screen-only mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="donation-programs" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-stone-900">
          Donation programs
        </h2>
        <ProgramDialog program={null} onSaved={onSaved} returnFocusTo={headingRef} />
      </div>
      {programs.length === 0 ? (
        <p className="mt-3 text-base text-stone-800">None yet.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {programs.map((program) => (
            <li
              key={program.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
            >
              <div className="min-w-0">
                <p className="text-lg font-semibold wrap-anywhere text-stone-900">
                  {program.name}
                  {program.retired ? (
                    <span className="ml-2 text-base font-medium text-stone-700">(retired)</span>
                  ) : null}
                </p>
                <p className="text-base text-stone-800">{programTermsText(program)}</p>
                {program.hold_for_cwd ? (
                  <p className="text-base text-stone-800">Holds donated animals until the CWD result.</p>
                ) : null}
                {program.invoice_contact ? (
                  <p className="text-base whitespace-pre-line wrap-anywhere text-stone-700">
                    Invoices to: {program.invoice_contact}
                  </p>
                ) : null}
              </div>
              <ProgramDialog program={program} onSaved={onSaved} returnFocusTo={headingRef} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
