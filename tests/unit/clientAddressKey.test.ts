import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../../server/domain/throttle';

describe('the client address limits are counted under', () => {
  it('is an IPv4 address itself, also when it comes IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one network cannot rotate through fresh buckets', () => {
    const key = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(clientAddressKey('[2001:db8:1:2::ffff]')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('puts a missing address in one shared bucket and keeps anything else apart from real addresses', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('')).toBe('unknown');
    expect(clientAddressKey('not an address')).toBe('other:not an address');
  });
});
