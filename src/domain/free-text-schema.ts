import { z } from 'zod';
import {
  HIDDEN_CHARACTERS_MESSAGE,
  hasHiddenCharacters,
  hasHiddenCharactersInLines,
  normaliseLineBreaks,
} from './free-text';

/**
 * Every free text a customer or staff types (notes, reasons, names, settings texts ...), trimmed, at most
 * `max` characters, and refused at its field with 'Please remove the hidden characters from this field.'
 * when it holds a control or bidirectional character (free-text.ts): so that nobody forges a line of a
 * plain-text email or a printed sheet, nor reverses what staff read. `lines`: a multi-line note, which keeps
 * its line breaks (as '\n') and tabs; `missing`: the message for no text at all. A string schema still, so that each field adds its own min, nullish ...
 */
export function freeText(max: number, options: { lines?: boolean; tooLong?: string; missing?: string } = {}) {
  const hidden = options.lines ? hasHiddenCharactersInLines : hasHiddenCharacters;
  return z
    .string(options.missing === undefined ? undefined : { error: options.missing })
    .overwrite(normaliseLineBreaks)
    .trim()
    .max(max, options.tooLong)
    .refine((text) => !hidden(text), HIDDEN_CHARACTERS_MESSAGE);
}
