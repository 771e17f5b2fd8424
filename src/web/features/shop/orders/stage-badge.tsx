import { CWD_HOLD_LABELS, type CwdHold } from '../../../../domain/shop/cwd';
import { STAGE_LABELS, type Stage } from '../../../../domain/shop/stages';

/** Each stage's colour (dark text on a pale ground, AA contrast); the label always says it in words too. */
const STAGE_LOOKS: Record<Stage, string> = {
  submitted: 'bg-amber-100 text-amber-900',
  checked_in: 'bg-sky-100 text-sky-900',
  processing: 'bg-violet-100 text-violet-900',
  ready: 'bg-emerald-100 text-emerald-900',
  picked_up: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
  unclaimed: 'bg-stone-200 text-stone-900',
};

export function StageBadge({ stage }: { stage: Stage }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STAGE_LOOKS[stage]}`}
    >
      {STAGE_LABELS[stage]}
    </span>
  );
}

/** A CWD hold (docs/shop.md 9, 'CWD holds') beside the stage: the meat may not go out yet. */
export function HoldBadge({ hold }: { hold: CwdHold | null }) {
  if (hold === null) return null;
  return (
    <span className="inline-block rounded-full border border-red-800 bg-red-50 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-red-900">
      {CWD_HOLD_LABELS[hold]}
    </span>
  );
}
