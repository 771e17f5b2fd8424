import { useEffect, useId, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { type AnimalType, OTHER_CUT, cutsFor } from '../../../../domain/catalogue';
import { cutSelectionToRows, emptyCutSelection } from '../../../../domain/cut-encoding';
import { LIMITS } from '../../../../domain/limits';
import { isCutSelectionValid } from '../../../../domain/validation';
import { CheckboxField } from '../../../components/checkbox-field';
import { inputClass } from '../../../components/text-field';
import { PATHS, cutsPathFor } from '../../../paths';
import { saveCuts } from '../api';
import { savableOrderId, useCurrentOrder } from '../hooks/use-current-order';
import { useSaveStep } from '../hooks/use-save-step';
import { WEB_MESSAGES } from '../messages';
import { cutSelectionReducer } from '../reducers/cut-selection-reducer';
import { NextButton } from './next-button';
import { LoadingNotice, StepLayout } from './step-layout';

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
  const orderState = useCurrentOrder({ missingRedirect: PATHS.chooseAnimal });
  const [selection, dispatch] = useReducer(cutSelectionReducer, undefined, emptyCutSelection);
  const { saving, saveThenGo } = useSaveStep({ failure: WEB_MESSAGES.saveCutsFailed, success: WEB_MESSAGES.cutsSaved });
  const otherId = useId();

  useEffect(() => {
    if (orderState.status !== 'ready') return;
    const savedAnimal = orderState.details.order.animal_type;
    // The cuts belong to the order's animal: send the customer to the right screen.
    if (savedAnimal !== animal) {
      void navigate(savedAnimal === '' ? PATHS.chooseAnimal : cutsPathFor(savedAnimal), { replace: true });
      return;
    }
    dispatch({ type: 'load', rows: orderState.details.cuts.map((cut) => cut.cut_name), animal });
  }, [orderState, animal, navigate]);

  const orderId = savableOrderId(orderState);
  const valid = isCutSelectionValid(selection, animal);

  function save() {
    if (orderId && valid) void saveThenGo(() => saveCuts(orderId, cutSelectionToRows(selection, animal)), nextPath);
  }

  return (
    <StepLayout
      title={title}
      subtitle={subtitle}
      backTo={PATHS.chooseAnimal}
      footer={orderId ? <NextButton busy={saving} disabled={!valid} onClick={save} /> : null}
    >
      {!orderId ? (
        <LoadingNotice />
      ) : (
        <ul className="grid gap-2">
          {cutsFor(animal).map((cut) => {
            const checked = selection.selected.includes(cut.name);
            return (
              <li key={cut.name} className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
                <CheckboxField
                  label={cut.name}
                  checked={checked}
                  onCheckedChange={(value) => dispatch({ type: 'toggle-cut', cut: cut.name, checked: value })}
                />
                {checked && cut.options.length > 0 ? (
                  <div
                    role="group"
                    aria-label={`${cut.name} options`}
                    className="mb-3 ml-9 grid border-l-2 border-brand-100 pl-3"
                  >
                    {cut.options.map((option) => (
                      <CheckboxField
                        key={option}
                        label={option}
                        checked={(selection.options[cut.name] ?? []).includes(option)}
                        onCheckedChange={(value) =>
                          dispatch({ type: 'toggle-option', cut: cut.name, option, checked: value })
                        }
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
                      onChange={(event) => dispatch({ type: 'set-other-text', text: event.target.value })}
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
