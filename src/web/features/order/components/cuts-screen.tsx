import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { type AnimalType, OTHER_CUT, cutsFor } from '../../../../domain/catalogue';
import { type CutSelection, cutSelectionToRows, emptyCutSelection, rowsToCutSelection } from '../../../../domain/cut-encoding';
import { LIMITS } from '../../../../domain/limits';
import { isCutSelectionValid } from '../../../../domain/validation';
import { setOtherText, toggleCut, toggleCutOption } from '../reducers/cut-selection-reducer';
import { useCurrentOrder } from '../hooks/use-current-order';
import { saveCuts } from '../api';
import { WEB_MESSAGES } from '../messages';
import { toastError, toastSuccess } from '../../../lib/toast';
import { PATHS, cutsPathFor } from '../../../paths';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/checkbox-field';
import { LoadingNotice, StepLayout } from './step-layout';
import { inputClass } from '../../../components/text-field';

/** The deer and hog cuts screens: same checklist behaviour, different catalogue, title and next step. */
export function CutsScreen({
  animal,
  title,
  subtitle,
  nextPath,
}: {
  animal: AnimalType;
  title: string;
  subtitle: string;
  nextPath: string;
}) {
  const navigate = useNavigate();
  const [orderState] = useCurrentOrder({ missingRedirect: PATHS.chooseAnimal });
  const [selection, setSelection] = useState<CutSelection>(emptyCutSelection);
  const [saving, setSaving] = useState(false);
  const otherId = useId();

  useEffect(() => {
    if (orderState.status !== 'ready') return;
    const savedAnimal = orderState.details.order.animal_type;
    // The cuts belong to the order's animal: send the customer to the right screen.
    if (savedAnimal !== animal) {
      navigate(savedAnimal === '' ? PATHS.chooseAnimal : cutsPathFor(savedAnimal), { replace: true });
      return;
    }
    setSelection(rowsToCutSelection(orderState.details.cuts.map((cut) => cut.cut_name), animal));
  }, [orderState, animal, navigate]);

  async function save() {
    if (saving || !isCutSelectionValid(selection, animal)) return;
    if (orderState.status !== 'ready' && orderState.status !== 'failed') return;
    setSaving(true);
    try {
      await saveCuts(orderState.id, cutSelectionToRows(selection, animal));
      void toastSuccess(WEB_MESSAGES.cutsSaved);
      navigate(nextPath);
    } catch {
      setSaving(false);
      void toastError(WEB_MESSAGES.saveCutsFailed);
    }
  }

  const ready = orderState.status === 'ready' || orderState.status === 'failed';
  const valid = isCutSelectionValid(selection, animal);

  return (
    <StepLayout
      title={title}
      subtitle={subtitle}
      backTo={PATHS.chooseAnimal}
      footer={
        ready ? (
          <Button className="w-full" disabled={!valid || saving} onClick={() => void save()}>
            {saving ? 'Saving...' : 'Next'}
          </Button>
        ) : null
      }
    >
      {!ready ? (
        <LoadingNotice />
      ) : (
        <ul className="grid gap-2">
          {cutsFor(animal).map((cut) => {
            const checked = selection.selected.includes(cut.name);
            return (
              <li key={cut.name} className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
                <CheckboxField label={cut.name} checked={checked} onCheckedChange={(value) => setSelection((current) => toggleCut(current, cut.name, value))} />
                {checked && cut.options.length > 0 ? (
                  <div role="group" aria-label={`${cut.name} options`} className="mb-3 ml-9 grid border-l-2 border-brand-100 pl-3">
                    {cut.options.map((option) => (
                      <CheckboxField
                        key={option}
                        label={option}
                        checked={(selection.options[cut.name] ?? []).includes(option)}
                        onCheckedChange={(value) => setSelection((current) => toggleCutOption(current, cut.name, option, value))}
                      />
                    ))}
                  </div>
                ) : null}
                {checked && cut.name === OTHER_CUT ? (
                  <div className="mb-4">
                    <label htmlFor={otherId} className="mb-1.5 block text-base font-semibold text-stone-900">
                      Please specify what other cuts you want:
                    </label>
                    <textarea
                      id={otherId}
                      rows={3}
                      maxLength={LIMITS.otherText}
                      placeholder="Enter custom cuts..."
                      className={inputClass}
                      value={selection.otherText}
                      onChange={(event) => setSelection((current) => setOtherText(current, event.target.value))}
                    />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </StepLayout>
  );
}
