import { DEFAULT_LANGUAGE, type Language } from '../../../../domain/language';
import { ENGLISH } from './english';
import type { MessageTexts } from './message-texts';
import { SPANISH } from './spanish';

const TEXTS: Record<Language, MessageTexts> = { en: ENGLISH, es: SPANISH };

/** The texts of the language an order was placed in (ADR 0604); English by default. */
export function messageTexts(language: Language = DEFAULT_LANGUAGE): MessageTexts {
  return TEXTS[language];
}
