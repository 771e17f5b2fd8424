import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    ['dana@example.com', 'dana@example.com'],
    ['Dana.Hunter@Example.COM', 'dana.hunter@example.com'],
    ['dana+deer@example.com', 'dana@example.com'],
    ['d.a.n.a+x@GoogleMail.com', 'dana@gmail.com'],
    ['dana@exämple.com', 'dana@xn--exmple-cua.com'],
    ['dana@xn--exmple-cua.com', 'dana@xn--exmple-cua.com'],
    ['"dana+x"@example.com', '"dana+x"@example.com'],
  ])('%s reaches %s', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });
});
