import { t } from '@lingui/core/macro';
import { type Dispatch, useId } from 'react';
import { type AnimalType, OTHER_CUT, cutsFor } from '../../../domain/catalogue';
import type { CutSelection } from '../../../domain/cut-encoding';
import { LIMITS } from '../../../domain/limits';
import { CheckboxField } from '../checkbox-field';
import { inputClass } from '../text-field';
import type { CutSelectionAction } from './cut-selection-reducer';

/**
 * The cuts checklist of one animal (docs/design.md 3): a checkbox per cut, its sub-options in a group named
 * '<cut> options', and the Other text. The customer's cuts screens and the shop's cut edit both show it.
 */
export function CutChecklist({
  animal,
  selection,
  dispatch,
}: {
  animal: AnimalType;
  selection: CutSelection;
  dispatch: Dispatch<CutSelectionAction>;
}) {
  const otherId = useId();
  return (
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
                aria-label={t`${cut.name} options`}
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
                  {t`Please specify what other cuts you want:`}
                </label>
                <textarea
                  id={otherId}
                  rows={3}
                  maxLength={LIMITS.otherText}
                  placeholder={t`Enter custom cuts...`}
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
  );
}
