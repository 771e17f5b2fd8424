import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways inside itself on a phone rather than the page, and takes the focus
 * so that a keyboard can scroll it; a screen reader announces it by its label.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`${className} overflow-x-auto rounded-xl ring-1 ring-stone-200`.trim()}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}
