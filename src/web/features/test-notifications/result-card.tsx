import { CheckIcon, CloseIcon } from '../../components/icons';
import type { CardState } from './test-input';

const STATUS_TEXT: Record<CardState['status'], string> = { idle: 'Not run', success: 'Success', failure: 'Failed' };
const STATUS_CLASS: Record<CardState['status'], string> = {
  idle: 'bg-stone-100 text-stone-800',
  success: 'bg-emerald-100 text-emerald-900',
  failure: 'bg-red-100 text-red-900',
};

/** One result card: a heading, a status badge in words (not colour alone) and the details. */
export function ResultCard({ title, state }: { title: string; state: CardState }) {
  const id = `result-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        <span
          className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASS[state.status]}`}
        >
          {state.status === 'success' ? <CheckIcon /> : null}
          {state.status === 'failure' ? <CloseIcon className="size-4" /> : null}
          {STATUS_TEXT[state.status]}
        </span>
      </div>
      <p className="mt-2 text-base break-words text-stone-700">{state.details}</p>
    </section>
  );
}
