/**
 * docs/shop.md 3: the label sizes a game processor's label printer takes: 4x2 in (the common shipping and
 * meat label) and 3.5x1.125 in (the common small thermal label). The choice is this browser's, kept in
 * localStorage: it follows the printer beside the counter (ADR 0901).
 */
export const LABEL_SIZES = {
  '4x2': { label: '4 x 2 in', className: 'labels--4x2' },
  '3.5x1.125': { label: '3.5 x 1.125 in', className: 'labels--3-5x1-125' },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;

const STORAGE_KEY = 'shop.label-size';
const DEFAULT_SIZE: LabelSize = '4x2';

const isLabelSize = (value: string | null): value is LabelSize => value !== null && value in LABEL_SIZES;

/** The size last chosen in this browser, else 4x2 in. Storage may be refused (private windows): then the default. */
export function readLabelSize(): LabelSize {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLabelSize(stored) ? stored : DEFAULT_SIZE;
  } catch {
    return DEFAULT_SIZE;
  }
}

/** Remembers the size for this browser; where storage is refused, the choice lasts the page. */
export function saveLabelSize(size: LabelSize): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, size);
  } catch {
    // Nothing to do: the page still uses the size chosen.
  }
}
