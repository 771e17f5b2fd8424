import { domainToASCII } from 'node:url';

/** Providers that ignore dots in the mailbox name: j.o.h.n@gmail.com is john@gmail.com. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the daily cap per address counts it: lower case, the domain in its
 * ASCII (punycode) form, without a '+tag', and without dots at Gmail. Otherwise Victim@x.com,
 * victim+1@x.com and victim@X.COM would each get their own cap while all landing in one inbox.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.toLowerCase();
  let local = address.slice(0, at).toLowerCase();
  const domainText = address.slice(at + 1).toLowerCase();
  const domain = domainToASCII(domainText) || domainText;
  if (!local.startsWith('"')) local = local.replace(/\+.*$/, '');
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}
