import { t } from '@lingui/core/macro';
import { translateStage } from '../../../i18n/stage-texts';
import type { StatusStep } from '../../../../domain/status-page';
import { CheckIcon } from '../../../components/icons';

const ROW: Record<StatusStep['state'], string> = {
  done: 'bg-white text-stone-800 ring-1 ring-stone-200',
  current: 'bg-brand-50 font-bold text-stone-900 ring-2 ring-brand-700',
  upcoming: 'bg-white text-stone-700 ring-1 ring-stone-200',
};

const MARKER: Record<StatusStep['state'], string> = {
  done: 'bg-forest-700 text-white',
  current: 'bg-brand-700 text-white',
  upcoming: 'bg-stone-100 text-stone-700',
};

/**
 * The stages in order. The current one is marked for everyone: aria-current="step" for screen readers, and
 * a ring, bold type and a 'Now' badge for the eye; stages passed carry a check (and say 'done').
 */
export function StageSteps({ steps, labelledBy }: { steps: StatusStep[]; labelledBy: string }) {
  return (
    <ol aria-labelledby={labelledBy} className="grid gap-2">
      {steps.map((step, index) => {
        const current = step.state === 'current';
        const cancelled = current && step.stage === 'cancelled';
        return (
          <li
            key={step.stage}
            aria-current={current ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-xl px-4 py-3 text-base ${ROW[step.state]}`}
          >
            <span
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${cancelled ? 'bg-red-700 text-white' : MARKER[step.state]}`}
              aria-hidden="true"
            >
              {step.state === 'done' ? <CheckIcon /> : index + 1}
            </span>
            <span className="min-w-0 flex-1">
              {translateStage(step.stage, step.label)}
              {step.state === 'done' ? <span className="sr-only">{` ${t`(done)`}`}</span> : null}
            </span>
            {current ? (
              <span
                className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-semibold text-white"
                aria-hidden="true"
              >
                {t`Now`}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
