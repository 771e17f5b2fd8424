import { t } from '@lingui/core/macro';
import type { ButtonHTMLAttributes } from 'react';
import { Button } from '../../../components/button';

/** A step's main button: while busy it reads 'Saving...' (or the step's own text) and cannot be pressed again. */
export function NextButton({
  busy,
  busyText,
  children,
  disabled = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyText?: string }) {
  return (
    <Button className="w-full" disabled={disabled || busy} {...props}>
      {busy ? (busyText ?? t`Saving...`) : (children ?? t`Next`)}
    </Button>
  );
}
