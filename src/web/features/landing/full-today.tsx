import { t } from '@lingui/core/macro';
import { currentLanguage } from '../../i18n/language';
import { drawnMeta, primeDrawnMeta } from '../../lib/drawn-meta';

/**
 * docs/shop.md 10, 'We're full today': when the shop is full today the server draws the landing page with
 * `<meta name="full-today" content="2026-11-16">` (the next open day; empty when none is known; no tag when
 * today is not full: server-render.ts, FULL_TODAY_META), so the notice is in the first paint and hydrates as
 * drawn, nothing moving (CLS 0). The page asks nothing for it.
 */
export const FULL_TODAY_META = 'full-today';

/** The server's render: null when today is not full, else the next open day (null: none known). */
export function primeFullToday(fullToday: { next_open_day: string | null } | null): void {
  primeDrawnMeta(FULL_TODAY_META, fullToday ? (fullToday.next_open_day ?? '') : null);
}

/**
 * 'Monday, November 16' ('lunes, 16 de noviembre'), as the drop-off step writes a day (dropOffDayLabel), written
 * out here: importing the domain's day rules would put them, and all the steps share of them, in the entry chunk
 * (ADR 0201; full-today.test.tsx holds the two together).
 */
export function nextDayLabel(day: string): string {
  return new Intl.DateTimeFormat(currentLanguage() === 'es' ? 'es' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(day));
}

/** 'We're full for today.' and the next open drop-off day, above 'Create Order'; nothing when today is not full. */
export function FullTodayNotice() {
  const next = drawnMeta(FULL_TODAY_META);
  if (next === null) return null;
  const label = next ? nextDayLabel(next) : '';
  return (
    <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-950">
      <p className="text-lg font-bold">{t`We're full for today.`}</p>
      {label ? <p className="mt-1">{t`Next open drop-off day: ${label}.`}</p> : null}
    </div>
  );
}
