/** The phone as a `tel:` URL: its digits and a leading +, or null when it has no digits to dial. */
export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}
