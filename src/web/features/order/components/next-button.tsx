import type { ButtonHTMLAttributes } from 'react';
import { Button } from '../../../components/button';

/** A step's main button: while busy it reads 'Saving...' (or the step's own text) and cannot be pressed again. */
export function NextButton({
  busy,
  busyText = 'Saving...',
  children = 'Next',
  disabled = false,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; busyText?: string }) {
  return (
    <Button className="w-full" disabled={disabled || busy} {...props}>
      {busy ? busyText : children}
    </Button>
  );
}
