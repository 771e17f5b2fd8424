import ipaddr from 'ipaddr.js';

/**
 * Whom a per-client limit counts (docs/operations.md, 'Limits'): an IPv4 address as it is, an IPv4-mapped
 * IPv6 address (::ffff:203.0.113.9, how a dual-stack socket reports an IPv4 client) as that IPv4 address,
 * and any other IPv6 address as its /64 prefix. One home connection or mobile phone is handed a whole /64,
 * so counting each of its 2^64 addresses apart would let one client start afresh at every request. Anything
 * that is not an address (a test's made-up value) is counted as it is.
 */
export function clientKeyOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (!(address instanceof ipaddr.IPv6)) return address.toString();
  const prefix = new ipaddr.IPv6([...address.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toRFC5952String()}/64`;
}
