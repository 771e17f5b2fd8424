import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormField, describedBy } from './form-field';

type RadioChoice = { value: string; label: string; detail?: ReactNode };

/**
 * Native radios in a fieldset (a group named by its legend): arrow keys, one tab stop and form
 * semantics come from the browser. Each radio's name is its label; prices are descriptions.
 */
export function RadioField({
  legend,
  choices,
  value,
  onValueChange,
  error = null,
}: {
  legend: string;
  choices: readonly RadioChoice[];
  value: string | null;
  onValueChange: (value: string) => void;
  /** docs/customer-flow.md 5: the choices are marked invalid and read with it, and the first takes the focus. */
  error?: string | null;
}) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) first.current?.focus();
  }, [error]);
  return (
    <FormField id={id} label={legend} group error={error}>
      <div className="grid gap-2">
        {choices.map((choice, index) => {
          const itemId = `${id}-${choice.value}`;
          return (
            <div
              key={choice.value}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                ref={index === 0 ? first : undefined}
                aria-invalid={error ? true : undefined}
                id={itemId}
                type="radio"
                name={id}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onValueChange(choice.value)}
                aria-labelledby={`${itemId}-name`}
                aria-describedby={describedBy(itemId, { detail: choice.detail })}
                className="size-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-stone-500 bg-white checked:border-[7px] checked:border-brand-700"
              />
              <label
                htmlFor={itemId}
                className="flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-3 text-base"
              >
                <span id={`${itemId}-name`} className="font-medium text-stone-900">
                  {choice.label}
                </span>
                {choice.detail ? (
                  <span id={`${itemId}-detail`} className="text-sm text-stone-700">
                    {choice.detail}
                  </span>
                ) : null}
              </label>
            </div>
          );
        })}
      </div>
    </FormField>
  );
}
