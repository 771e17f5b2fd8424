import { t } from '@lingui/core/macro';
import { type Dispatch, useId, useState } from 'react';
import { type AnimalType, OTHER_CUT, cutsFor } from '../../../domain/catalogue';
import type { CutSelection } from '../../../domain/cut-encoding';
import { LIMITS } from '../../../domain/limits';
import { catalogueName } from '../../i18n/catalogue-texts';
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
  problem = null,
}: {
  animal: AnimalType;
  /**
   * What keeps the list from being saved, said under the cut at fault (docs/customer-flow.md 5): its options' group, or
   * the Other text, which is marked invalid once the customer has left it blank.
   */
  problem?: { cut: string; message: string } | null;
  selection: CutSelection;
  dispatch: Dispatch<CutSelectionAction>;
}) {
  const otherId = useId();
  const problemId = useId();
  const [otherLeft, setOtherLeft] = useState(false);
  const problemHere = (name: string) => (problem?.cut === name ? problem.message : null);
  return (
    <ul className="grid gap-2">
      {cutsFor(animal).map((cut) => {
        const checked = selection.selected.includes(cut.name);
        const message = checked ? problemHere(cut.name) : null;
        return (
          <li key={cut.name} className="rounded-2xl border border-stone-200 bg-white px-4 shadow-sm">
            <CheckboxField
              label={catalogueName(cut.name)}
              checked={checked}
              onCheckedChange={(value) => dispatch({ type: 'toggle-cut', cut: cut.name, checked: value })}
            />
            {checked && cut.options.length > 0 ? (
              <div
                role="group"
                aria-label={t`${catalogueName(cut.name)} options`}
                aria-describedby={message ? problemId : undefined}
                className="mb-3 ml-9 grid border-l-2 border-brand-100 pl-3"
              >
                {cut.options.map((option) => (
                  <CheckboxField
                    key={option}
                    label={catalogueName(option)}
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
                  onBlur={() => setOtherLeft(true)}
                  aria-invalid={message && otherLeft ? true : undefined}
                  aria-describedby={message ? problemId : undefined}
                />
              </div>
            ) : null}
            {message ? (
              <p id={problemId} className="mb-3 ml-9 text-sm font-semibold text-red-800">
                {message}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
