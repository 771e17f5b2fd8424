import { t } from '@lingui/core/macro';
import { type ButtonHTMLAttributes, useId } from 'react';
import { Button } from '../../../components/button';

/**
 * A step's main button: while busy it reads 'Saving...' (or the step's own text) and cannot be pressed again.
 * `why`: while it is disabled, what it waits for, shown above it and read with it (issue #25).
 */
export function NextButton({
  busy,
  busyText,
  children,
  disabled = false,
  why,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyText?: string; why?: string | null }) {
  const whyId = useId();
  const shownWhy = disabled && !busy ? why : null;
  return (
    <>
      {shownWhy ? (
        <p id={whyId} className="mb-2 text-center text-base text-stone-700">
          {shownWhy}
        </p>
      ) : null}
      <Button className="w-full" disabled={disabled || busy} aria-describedby={shownWhy ? whyId : undefined} {...props}>
        {busy ? (busyText ?? t`Saving...`) : (children ?? t`Next`)}
      </Button>
    </>
  );
}
