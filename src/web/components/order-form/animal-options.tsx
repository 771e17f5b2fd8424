import { t } from '@lingui/core/macro';
import { catalogueName, translateCatalogueText, translateChoice } from '../../i18n/catalogue-texts';
import type { Dispatch } from 'react';
import {
  GENDERS,
  HOG_WEIGHT_INPUT_MIN,
  HOG_WEIGHT_MAX,
  HOG_WEIGHT_OPTIONS,
  type WeightOption,
} from '../../../domain/catalogue';
import { formatCents } from '../../../domain/money';
import type { PriceList } from '../../../domain/price-list';
import { hogWeightCostCents } from '../../../domain/pricing';
import { type AnimalChoice, isValidHogWeight } from '../../../domain/validation';
import { CheckboxField } from '../checkbox-field';
import { RadioField } from '../radio-field';
import { TextField } from '../text-field';
import type { AnimalFormAction } from './animal-form-reducer';

/**
 * The options of the chosen animal (docs/design.md 3): a deer's prep and gender; a hog's gender, weight option and
 * pounds over 200 with its cost. The customer's 'Choose Options' dialog and the shop's animal edit show it,
 * priced with `prices` (docs/shop.md 5: the current list for a customer, the order's own for the shop); a hidden
 * prep option is not offered unless already chosen, so that it can be unticked.
 */
export function AnimalOptions({
  choice,
  weightText,
  dispatch,
  prices,
  weightError,
  weightOptionError,
  genderError,
}: {
  choice: AnimalChoice;
  weightText: string;
  dispatch: Dispatch<AnimalFormAction>;
  prices: PriceList;
  /** The message under the weight field when Next found it wrong (docs/customer-flow.md 5). */
  weightError?: string | null;
  /** The message under the weight options when Next found none chosen (docs/customer-flow.md 5). */
  weightOptionError?: string | null;
  /** The message under the gender when a save found none chosen (the shop's 'New order', docs/shop.md 14). */
  genderError?: string | null;
}) {
  if (choice.animal_type === 'Deer') {
    return (
      <div className="grid gap-6">
        <div>
          <h3 className="mb-1 text-base font-semibold text-stone-900">{t`Deer Prep Options`}</h3>
          {prices.prep
            .filter((option) => !option.hidden || choice.prep.includes(option.name))
            .map((option) => (
              <CheckboxField
                key={option.name}
                label={catalogueName(option.name)}
                detail={formatCents(option.priceCents)}
                checked={choice.prep.includes(option.name)}
                onCheckedChange={(checked) => dispatch({ type: 'toggle-prep', name: option.name, checked })}
              />
            ))}
        </div>
        <RadioField
          legend={t`Gender`}
          choices={GENDERS.Deer.map(translateChoice)}
          value={choice.gender}
          onValueChange={(gender) => dispatch({ type: 'set-gender', gender })}
          error={choice.gender ? null : genderError}
        />
      </div>
    );
  }
  const pounds = choice.weight_pounds;
  return (
    <div className="grid gap-6">
      <RadioField
        legend={t`Gender`}
        choices={GENDERS.Hog.map(translateChoice)}
        value={choice.gender}
        onValueChange={(gender) => dispatch({ type: 'set-gender', gender })}
        error={choice.gender ? null : genderError}
      />
      <RadioField
        legend={t`Weight`}
        choices={HOG_WEIGHT_OPTIONS.map((option) => ({
          value: option.value,
          label: translateCatalogueText(option.label),
          detail:
            option.value === 'under200'
              ? formatCents(prices.hogUnder200Cents)
              : `${formatCents(prices.hogPerPoundCents)}/lb`,
        }))}
        value={choice.weight_option}
        onValueChange={(value) => dispatch({ type: 'set-weight-option', option: value as WeightOption })}
        error={choice.weight_option ? null : weightOptionError}
      />
      {choice.weight_option === 'over200' ? (
        <TextField
          label={t`Weight (lbs)`}
          type="number"
          inputMode="numeric"
          min={HOG_WEIGHT_INPUT_MIN}
          max={HOG_WEIGHT_MAX}
          step={1}
          value={weightText}
          onChange={(event) => dispatch({ type: 'set-weight-text', text: event.target.value })}
          error={weightError}
          focusOnError
        >
          {/* No total for a weight that cannot be ordered (docs/customer-flow.md 5: 150 lbs once showed $133.50). */}
          <p className="mt-3 rounded-xl bg-brand-50 px-4 py-3 text-base text-stone-900" aria-live="polite">
            {t`Total cost:`}{' '}
            <strong>
              {isValidHogWeight(pounds) ? formatCents(hogWeightCostCents(prices, 'over200', pounds ?? 0)) : '—'}
            </strong>
          </p>
        </TextField>
      ) : null}
    </div>
  );
}
