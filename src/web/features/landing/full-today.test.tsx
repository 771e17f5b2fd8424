import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropOffDayLabel } from '../../../domain/drop-off-days';
import { activateLanguage } from '../../i18n/language';
import { renderApp } from '../../testing/render-app';
import { FULL_TODAY_META, nextDayLabel } from './full-today';
import LandingPage from './landing-page';

/** The tag the server writes into the page's head when today is full (server-render.ts). */
function drawFullToday(nextOpenDay: string | null) {
  const meta = document.createElement('meta');
  meta.name = FULL_TODAY_META;
  meta.content = nextOpenDay ?? '';
  document.head.append(meta);
}

afterEach(async () => {
  cleanup();
  document.head.querySelectorAll(`meta[name="${FULL_TODAY_META}"]`).forEach((meta) => meta.remove());
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

function renderLanding() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
  return renderApp(<LandingPage />);
}

describe("the landing page's 'We're full for today.'", () => {
  it('writes the next day as the drop-off step does, in both languages', async () => {
    expect(nextDayLabel('2026-11-16')).toBe('Monday, November 16');
    expect(nextDayLabel('2026-11-16')).toBe(dropOffDayLabel('2026-11-16'));
    await activateLanguage('es');
    expect(nextDayLabel('2026-11-16')).toBe(dropOffDayLabel('2026-11-16', 'es'));
  });

  it('says nothing when the page was drawn without the tag (today is not full)', () => {
    const { container } = renderLanding();
    expect(container.textContent).not.toContain('full');
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeTruthy();
  });

  it("says it above 'Create Order', with the next open day, or without one when none is known", () => {
    drawFullToday('2026-11-16');
    const { container, unmount } = renderLanding();
    const text = container.textContent ?? '';
    expect(text).toContain("We're full for today.Next open drop-off day: Monday, November 16.");
    expect(text.indexOf("We're full")).toBeLessThan(text.indexOf('Create Order'));
    unmount();
    document.head.querySelector(`meta[name="${FULL_TODAY_META}"]`)?.remove();
    drawFullToday(null);
    const again = renderLanding();
    expect(again.container.textContent).toContain("We're full for today.");
    expect(again.container.textContent).not.toContain('Next open');
  });
});
