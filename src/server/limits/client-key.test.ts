import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key';

describe('clientKeyOf: whom a per-client limit counts', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('203.0.113.10')).not.toBe(clientKeyOf('203.0.113.9'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('groups every address of an IPv6 /64 under its prefix, however it is written', () => {
    const key = clientKeyOf('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const sameNetwork of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd:0:0:9',
      '2001:db8:1:2:a::b%eth0',
    ])
      expect(clientKeyOf(sameNetwork)).toBe(key);
  });

  it('keeps other /64 networks apart', () => {
    expect(clientKeyOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKeyOf('::1')).toBe('::/64');
  });

  it('counts a value that is no address as it is', () => {
    expect(clientKeyOf('not an address')).toBe('not an address');
  });
});
