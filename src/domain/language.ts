/**
 * The languages a customer can use (ADR 0603). The order keeps the one its customer used, so that its
 * confirmation, ready message and reminders are written in it; English when none was given.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the switch and the shop's order page show it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The language a browser's preferences ask for (navigator.languages), English when none is ours. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((language) => language === base);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}
