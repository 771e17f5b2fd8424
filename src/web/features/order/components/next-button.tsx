import { t } from '@lingui/core/macro';
import { type ButtonHTMLAttributes, useId } from 'react';
import { Button } from '../../../components/button';

/**
 * A step's main button: while busy it reads 'Saving...' (or the step's own text) and cannot be pressed again.
 * `why`: while it is disabled, what it waits for, shown above it and read with it (docs/customer-flow.md 5). A step
 * that passes `why` (even null) keeps that line's room at all times, so that the button never moves when the
 * reason comes or goes, say as the saved order arrives (docs/design.md 4: no layout shift).
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
      {why !== undefined ? (
        <p id={whyId} className="mb-2 min-h-6 text-center text-base text-stone-700">
          {shownWhy}
        </p>
      ) : null}
      <Button className="w-full" disabled={disabled || busy} aria-describedby={shownWhy ? whyId : undefined} {...props}>
        {busy ? (busyText ?? t`Saving...`) : (children ?? t`Next`)}
      </Button>
    </>
  );
}
