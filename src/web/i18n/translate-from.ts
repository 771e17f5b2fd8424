import { type MessageDescriptor, i18n } from '@lingui/core';

/** A fixed word of the domain in the current language, looked up by its English; any other text as it is. */
export function translateFrom(texts: Record<string, MessageDescriptor>, text: string): string {
  const descriptor = texts[text];
  return descriptor ? i18n._(descriptor) : text;
}
