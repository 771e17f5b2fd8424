import * as RadioGroup from '@radix-ui/react-radio-group';
import { type ReactNode, useId } from 'react';

export type RadioChoice = { value: string; label: string; detail?: ReactNode };

/** A labelled radio group; each radio's accessible name is its label, prices are descriptions. */
export function RadioField({
  legend,
  choices,
  value,
  onValueChange,
}: {
  legend: string;
  choices: readonly RadioChoice[];
  value: string | null;
  onValueChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-legend`} className="mb-2 text-base font-semibold text-stone-900">
        {legend}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-legend`}
        value={value ?? ''}
        onValueChange={onValueChange}
        className="grid gap-2"
      >
        {choices.map((choice) => {
          const itemId = `${id}-${choice.value}`;
          return (
            <div
              key={choice.value}
              className="flex min-h-12 items-center gap-3 rounded-xl border border-stone-300 bg-white px-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroup.Item
                id={itemId}
                value={choice.value}
                aria-labelledby={`${itemId}-name`}
                aria-describedby={choice.detail ? `${itemId}-detail` : undefined}
                className="flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-stone-500 bg-white data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="size-3 rounded-full bg-brand-700" />
              </RadioGroup.Item>
              <label htmlFor={itemId} className="flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-3 text-base">
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
      </RadioGroup.Root>
    </div>
  );
}
