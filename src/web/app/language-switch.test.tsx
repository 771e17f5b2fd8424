import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { activateLanguage, initialLanguage, readLanguageCookie } from '../i18n/language';
import NotFoundPage from './not-found-page';
import { AppRouter } from './router';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'lang=; Path=/; Max-Age=0';
  await activateLanguage('en');
});

function renderLanding() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('null', { status: 404 }))),
  );
  // The whole app, as main.tsx renders it: a new language re-renders every screen from the router down.
  return render(<AppRouter />);
}

describe('the language switch', () => {
  it('offers English and Español, each in its own language, with the current one pressed', () => {
    renderLanding();
    const group = screen.getByRole('group', { name: 'Language' });
    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(group.contains(english) && group.contains(spanish)).toBe(true);
    expect(english.getAttribute('lang')).toBe('en');
    expect(spanish.getAttribute('lang')).toBe('es');
    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(spanish.getAttribute('aria-pressed')).toBe('false');
  });

  it('turns the page into Spanish, sets lang on the document and remembers the choice in a cookie', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¿Listo para hacer su pedido?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hacer un pedido' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('es');
    expect(readLanguageCookie(document.cookie)).toBe('es');
    expect(initialLanguage()).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ready to Order?' })).toBeTruthy());
    expect(document.documentElement.lang).toBe('en');
    expect(readLanguageCookie(document.cookie)).toBe('en');
  });
});

describe('the first language', () => {
  it("follows the browser's preference when nothing was chosen, and the cookie once something was", () => {
    vi.stubGlobal('navigator', { languages: ['es-MX', 'en-US'] });
    expect(initialLanguage()).toBe('es');
    vi.stubGlobal('navigator', { languages: ['fr-FR'] });
    expect(initialLanguage()).toBe('en');
    document.cookie = 'lang=es; Path=/';
    expect(initialLanguage()).toBe('es');
  });

  it('is the one the server drew the page in when it did, whatever the cookie says', () => {
    document.cookie = 'lang=en; Path=/';
    expect(initialLanguage('es')).toBe('es');
    document.cookie = 'lang=es; Path=/';
    expect(initialLanguage('en')).toBe('en');
    // No page drawn (the offline shell's lang is not a choice) or an unknown lang: the cookie decides.
    expect(initialLanguage('')).toBe('es');
    expect(initialLanguage('fr')).toBe('es');
  });

  it("leaves the drawn page's <html lang> alone when it starts in that language", async () => {
    // Writing lang again, even the same value, makes Chromium restyle the whole document: on a Spanish
    // screen's start that was half as many elements again as an English one restyles (ADR 0603).
    document.documentElement.lang = 'es';
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      writes.push(...records.map((record) => record.attributeName ?? '')),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await activateLanguage('es');
    await Promise.resolve();
    expect(writes).toEqual([]);
    await activateLanguage('en');
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual(['lang']);
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads only a known language from the cookie', () => {
    expect(readLanguageCookie('a=1; lang=es; b=2')).toBe('es');
    expect(readLanguageCookie('lang=fr')).toBeNull();
    expect(readLanguageCookie('slang=es')).toBeNull();
  });
});

describe('a screen in Spanish', () => {
  it('renders the 404 page in Spanish', async () => {
    await activateLanguage('es');
    renderApp(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Uy! No encontramos esta página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
  });
});
