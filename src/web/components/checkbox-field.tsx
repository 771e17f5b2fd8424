import * as Checkbox from '@radix-ui/react-checkbox';
import { type ReactNode, useId } from 'react';
import { CheckIcon } from './icons';

/**
 * A checkbox whose accessible name is exactly its label (aria-labelledby the name alone, though the whole
 * row is clickable); extra text such as a price is its description.
 */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  detail,
  className = '',
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  detail?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const detailId = `${id}-detail`;
  return (
    <div className={`flex min-h-12 items-center gap-3 ${className}`}>
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-labelledby={`${id}-name`}
        aria-describedby={detail ? detailId : undefined}
        className="flex size-6 shrink-0 items-center justify-center rounded-md border-2 border-stone-500 bg-white text-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator>
          <CheckIcon />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="flex min-h-12 flex-1 cursor-pointer items-center justify-between gap-3 text-base text-stone-900">
        <span id={`${id}-name`} className="font-medium">
          {label}
        </span>
        {detail ? (
          <span id={detailId} className="text-sm whitespace-nowrap text-stone-700">
            {detail}
          </span>
        ) : null}
      </label>
    </div>
  );
}
