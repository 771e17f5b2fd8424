import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language';
import { LanguageSchema } from './schemas';

describe('pickLanguage', () => {
  it('takes the first preferred language that we have', () => {
    expect(pickLanguage(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(pickLanguage(['en-US', 'es'])).toBe('en');
    expect(pickLanguage(['ES'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(pickLanguage([])).toBe('en');
    expect(pickLanguage(['de-DE', 'fr'])).toBe('en');
  });
});

describe('LanguageSchema', () => {
  it('accepts only the languages we have', () => {
    expect(LanguageSchema.safeParse('es').success).toBe(true);
    expect(LanguageSchema.safeParse('fr').success).toBe(false);
  });
});
