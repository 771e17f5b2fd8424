import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileSourceText } from '../../src/web/i18n/language';

/** Each entry of a PO file: its msgid and msgstr (one-line strings, as `lingui extract` writes them here). */
function readEntries(locale: string): { id: string; translation: string }[] {
  const text = readFileSync(join(process.cwd(), 'src/web/locales', locale, 'messages.po'), 'utf8');
  return [...text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map(([, id = '', translation = '']) => ({ id, translation }))
    .filter((entry) => entry.id !== '');
}

describe('the Spanish catalogue', () => {
  it('translates every text of the English catalogue (run npm run i18n:extract after changing a text)', () => {
    const english = readEntries('en').map((entry) => entry.id);
    const spanish = readEntries('es');
    expect(english.length).toBeGreaterThan(100);
    expect(spanish.map((entry) => entry.id).sort()).toEqual([...english].sort());
    expect(spanish.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)).toEqual([]);
  });

  it('keeps each placeholder of the English text', () => {
    for (const { id, translation } of readEntries('es')) {
      const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
      expect(placeholders(translation), id).toEqual(placeholders(id));
    }
  });
});

describe('the English texts, used as written', () => {
  it('fill their placeholders by name', () => {
    expect(compileSourceText('Order {0}')).toEqual(['Order ', ['0'], '']);
    expect(compileSourceText('Ready to Order?')).toEqual(['Ready to Order?']);
  });
});
