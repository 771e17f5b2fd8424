import { type Ref, useId } from 'react';
import { SPANISH_CATALOGUE_NAMES } from '../../../../domain/catalogue-names';
import { PRICE_LIMITS, UNIT_LABELS } from '../../../../domain/shop/price-edits';
import { InputField } from '../components/form-fields';
import type { PriceUnit } from '../../../../domain/money';

const priceInputClass =
  'block min-h-12 w-full rounded-xl border border-stone-400 bg-white py-2 pr-3 pl-7 text-base text-stone-900 tabular-nums focus:border-brand-700 aria-invalid:border-red-700';

/**
 * A price typed as dollars and cents. Where a column header is the only visible label, the input is named
 * after its item ('Price of Jerky - Teriyaki'); the visible 'Price' shows on phones, where there is no header.
 */
export function PriceInput({
  name,
  value,
  onChange,
  error,
  unit,
  label,
  inputRef,
  phoneLabel = true,
}: {
  /** The item or sub-option it prices. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  unit?: PriceUnit;
  /** A visible label instead of the phone-only 'Price' (the new item's fields). */
  label?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** False where the row itself already reads as a price (a sub-option beside its name). */
  phoneLabel?: boolean;
}) {
  const id = useId();
  const unitText = unit && unit !== 'single' ? UNIT_LABELS[unit] : '';
  return (
    <div>
      <label htmlFor={id} className={label ? 'mb-1.5 block text-base font-semibold text-stone-900' : 'sr-only'}>
        {label ?? `Price of ${name}`}
      </label>
      {label || !phoneLabel ? null : (
        <span aria-hidden="true" className="mb-1 block text-sm font-semibold text-stone-800 sm:hidden">
          Price
        </span>
      )}
      <div className="flex items-center gap-2">
        <span className="relative block w-full max-w-40">
          <span aria-hidden="true" className="pointer-events-none absolute top-3 left-3 text-base text-stone-700">
            $
          </span>
          <input
            id={id}
            ref={inputRef}
            inputMode="decimal"
            autoComplete="off"
            className={priceInputClass}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </span>
        {unitText ? <span className="text-sm whitespace-nowrap text-stone-700">{unitText}</span> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Offered to customers', read with the item's name ('Jerky Offered to customers'). */
export function OfferedCheckbox({
  nameId,
  checked,
  onChange,
}: {
  nameId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-12 cursor-pointer items-center gap-3 text-base text-stone-900">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={`${nameId} ${id}-label`}
        className="size-6 shrink-0 cursor-pointer accent-brand-700"
      />
      <span id={`${id}-label`}>Offered to customers</span>
    </label>
  );
}

/**
 * What Spanish customers read for the item (ADR 0610): optional. Left empty, they read the catalogue's
 * Spanish name when it has one (domain/catalogue-names.ts), else the name as written.
 */
export function SpanishNameField({
  item,
  value,
  onChange,
  error,
}: {
  /** The item's name, or '' for the new item not named yet. */
  item: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const fallback = SPANISH_CATALOGUE_NAMES[item.trim()];
  return (
    <InputField
      label="Spanish name (optional)"
      aria-label={item.trim() ? `Spanish name of ${item.trim()}` : undefined}
      hint={
        fallback
          ? `Left empty, Spanish customers read '${fallback}'.`
          : 'Left empty, Spanish customers read the name as written.'
      }
      autoComplete="off"
      lang="es"
      maxLength={PRICE_LIMITS.name + 20}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
