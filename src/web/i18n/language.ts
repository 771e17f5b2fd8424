import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from '../../domain/language';
import type { MessageDescriptor, Messages } from '@lingui/core';

/**
 * The customer's language (ADR 0603). English needs no catalogue: the macros keep each source
 * text in the code (stripMessageField: false), in the chunk of the screen that shows it, and English is
 * active from the first line run. Spanish is a compiled catalogue in its own chunk, fetched only when
 * chosen. The choice is kept in the `lang` cookie, which the server can read to answer in that language.
 */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The English texts are used as written, so they need only their `{name}` placeholders filled (they use
 * no plurals or other ICU forms); this stands in for Lingui's full compiler, which would cost the entry chunk.
 */
export function compileSourceText(text: string): (string | [string])[] {
  return text.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? [part] : part));
}

i18n.setMessagesCompiler(compileSourceText);
i18n.loadAndActivate({ locale: DEFAULT_LANGUAGE, messages: {} });

const loaders: Partial<Record<Language, () => Promise<{ messages: Messages }>>> = {
  es: () => import('../locales/es/messages.po'),
};
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

function isLanguage(value: string | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The language kept in a `document.cookie` string, or null when none (or an unknown one) is. */
export function readLanguageCookie(cookie: string): Language | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The language the server drew the page in (`drawnIn`, its `<html lang>`; hydration must match it), else
 * the remembered choice, else the browser's preference. The server chose by the same cookie, so a drawn
 * page needs no `document.cookie` read: in Chromium that is a round trip to another process, 7 to 23 ms
 * on the main thread in a trace of a first load (ADR 0607).
 */
export function initialLanguage(drawnIn?: string): Language {
  if (isLanguage(drawnIn)) return drawnIn;
  return readLanguageCookie(document.cookie) ?? pickLanguage(navigator.languages ?? []);
}

/** Makes `language` the page's language, fetching its catalogue the first time. */
export async function activateLanguage(language: Language): Promise<void> {
  const load = loaders[language];
  if (load && !loaded.has(language)) {
    const { messages } = await load();
    i18n.load(language, messages);
    loaded.add(language);
  }
  i18n.activate(language);
  // Only a change: Chromium restyles the whole document on any write of <html lang>, even of the same value,
  // which on a Spanish page's start (drawn in Spanish already) was a third of the restyling (ADR 0603).
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * The page's first language: null when it is English (ready at once), else the load of its catalogue,
 * which the app waits for rather than flash English first.
 */
export function startLanguage(drawnIn?: string): Promise<void> | null {
  const language = initialLanguage(drawnIn);
  return language === DEFAULT_LANGUAGE ? null : activateLanguage(language);
}

/** The customer's own choice: remembered for a year, for every page of the site. */
export function chooseLanguage(language: Language): Promise<void> {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  return activateLanguage(language);
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

/** The active language (for requests; components use useLanguage). */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** The active language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * The language to send with the order: the active one once the customer has a language of their own
 * (chosen on the switch, or other than English); none otherwise, which the server reads as English.
 */
export function orderLanguage(): Language | undefined {
  const language = currentLanguage();
  return language !== DEFAULT_LANGUAGE || readLanguageCookie(document.cookie) ? language : undefined;
}

/**
 * A fixed word of the domain in the current language, looked up by its English; any other text as it is.
 * Here, in the entry, rather than in a module of its own: the screens that translate catalogue words would
 * each fetch one more tiny file (docs/design.md 4's per-screen budget).
 */
export function translateFrom(texts: Record<string, MessageDescriptor>, text: string): string {
  const descriptor = texts[text];
  return descriptor ? i18n._(descriptor) : text;
}
