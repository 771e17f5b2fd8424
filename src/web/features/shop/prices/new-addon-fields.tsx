import { type Ref, useEffect, useId, useRef } from 'react';
import { PRICE_LIMITS, PRICE_UNITS, UNIT_LABELS } from '../../../../domain/shop/price-edits';
import type { PriceUnit } from '../../../../domain/money';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/text-field';
import { SelectField } from '../components/select-field';
import { InputField } from '../components/form-fields';
import { type ActionError, exactFieldError } from '../lib/use-submit';
import { type NewAddonForm, type PriceForm, addonPath, optionPath } from './price-form';
import { PriceInput, SpanishNameField } from './price-fields';

const UNIT_OPTIONS = PRICE_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));
/**
 * 'Add an add-on item': filled in, it is saved with the other prices as a new item of the Custom section.
 * Its fields answer to the paths the server gives the item it would be (the next index of addons).
 */
export function NewAddonFields({
  form,
  setForm,
  error,
}: {
  form: PriceForm;
  setForm: (change: (form: PriceForm) => PriceForm) => void;
  error: ActionError | null;
}) {
  const item = form.newAddon;
  const index = form.addons.length;
  const lastOptionRef = useRef<HTMLInputElement>(null);
  const focusNewOption = useRef(false);
  const set = (change: Partial<NewAddonForm>) =>
    setForm((current) => ({ ...current, newAddon: { ...current.newAddon, ...change } }));
  const setOption = (at: number, change: Partial<NewAddonForm['options'][number]>) =>
    set({ options: item.options.map((option, position) => (position === at ? { ...option, ...change } : option)) });

  useEffect(() => {
    if (!focusNewOption.current) return;
    focusNewOption.current = false;
    lastOptionRef.current?.focus();
  }, [item.options.length]);

  function addOption() {
    focusNewOption.current = true;
    set({ options: [...item.options, { name: '', price: '' }] });
  }

  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <legend className="px-1 font-display text-xl font-bold text-stone-900">Add an add-on item</legend>
      <p className="text-sm text-stone-700">
        Filled in, it is added when you save the prices. Leave it empty to add nothing.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label="Name"
          autoComplete="off"
          maxLength={PRICE_LIMITS.name + 20}
          value={item.name}
          onChange={(event) => set({ name: event.target.value })}
          error={exactFieldError(error, `${addonPath(index)}.name`)}
        />
        <SelectField
          label="Unit"
          options={UNIT_OPTIONS}
          value={item.unit}
          onChange={(event) => set({ unit: event.target.value as PriceUnit })}
        />
        <PriceInput
          name={item.name || 'the new item'}
          label="Price"
          value={item.price}
          onChange={(price) => set({ price })}
          error={exactFieldError(error, `${addonPath(index)}.priceCents`)}
        />
      </div>
      <div className="max-w-md">
        <SpanishNameField
          item={item.name}
          value={item.spanishName}
          onChange={(spanishName) => set({ spanishName })}
          error={exactFieldError(error, `${addonPath(index)}.spanishName`)}
        />
      </div>
      {item.options.length > 0 ? (
        <ol aria-label="Sub-options" className="grid gap-3">
          {item.options.map((option, at) => (
            <li key={at} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start sm:gap-4">
              <SubOptionName
                number={at + 1}
                value={option.name}
                onChange={(name) => setOption(at, { name })}
                error={exactFieldError(error, `${optionPath(index, at)}.name`)}
                inputRef={at === item.options.length - 1 ? lastOptionRef : undefined}
              />
              <PriceInput
                name={`sub-option ${at + 1}`}
                label={`Price of sub-option ${at + 1}`}
                value={option.price}
                onChange={(price) => setOption(at, { price })}
                error={exactFieldError(error, `${optionPath(index, at)}.priceCents`)}
              />
              <Button
                variant="secondary"
                className="sm:mt-8"
                onClick={() => set({ options: item.options.filter((_, position) => position !== at) })}
              >
                {`Remove sub-option ${at + 1}`}
              </Button>
            </li>
          ))}
        </ol>
      ) : null}
      {exactFieldError(error, `${addonPath(index)}.options`) ? (
        <p className="text-sm font-semibold text-red-800">{exactFieldError(error, `${addonPath(index)}.options`)}</p>
      ) : null}
      <div>
        <Button variant="secondary" onClick={addOption} disabled={item.options.length >= PRICE_LIMITS.subOptions}>
          Add sub-option
        </Button>
        <p className="mt-1 text-sm text-stone-700">A sub-option left without a price costs the item's price.</p>
      </div>
    </fieldset>
  );
}

/** Its own input (not InputField), so that 'Add sub-option' can move focus into the new one. */
function SubOptionName({
  number,
  value,
  onChange,
  error,
  inputRef,
}: {
  number: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-base font-semibold text-stone-900">
        {`Name of sub-option ${number}`}
      </label>
      <input
        id={id}
        ref={inputRef}
        autoComplete="off"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
