import { describe, expect, it } from 'vitest';
import { addressAllowed, FetchError, parseFetchUrl } from '../../server/domain/media/fetchPolicy';
import { type AddressClass, classifyAddress, isPublicAddress } from '../../server/domain/networkAddress';
import { guardedLookup } from '../../server/infra/safeFetch';

describe('classifyAddress: the server never fetches from inside its own network', () => {
  it.each<[string, AddressClass]>([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.5.6.7', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.15.255.255', 'public'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('IPv4 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each<[string, AddressClass]>([
    ['2606:4700:4700::1111', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:0808:0808::1', 'public'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
  ])('IPv6 %s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '',
    'localhost',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4.5',
    '1::2::3',
    '12345::',
    ':::',
    'g::1',
    '1.2.3.4:80',
  ])('%s is not an address', (text) => {
    expect(classifyAddress(text)).toBe('invalid');
    expect(isPublicAddress(text)).toBe(false);
  });
});

describe('the fetch policy', () => {
  const closed = { allowPrivate: false, timeoutMs: 1000, maxRedirects: 5 };

  it('allows public addresses, private ones only when configured, and single allowed addresses', () => {
    expect(addressAllowed('8.8.8.8', closed)).toBe(true);
    expect(addressAllowed('127.0.0.1', closed)).toBe(false);
    expect(addressAllowed('127.0.0.1', { ...closed, allowPrivate: true })).toBe(true);
    expect(addressAllowed('127.0.0.2', { ...closed, allowedAddresses: ['127.0.0.2'] })).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.2', { ...closed, allowedAddresses: ['127.0.0.2'] })).toBe(true);
    expect(addressAllowed('127.0.0.1', { ...closed, allowedAddresses: ['127.0.0.2'] })).toBe(false);
  });

  it('parses only http(s) links without credentials', () => {
    expect(parseFetchUrl(' https://example.com/a.jpg ').hostname).toBe('example.com');
    for (const bad of ['ftp://example.com/', 'file:///etc/passwd', 'https://user:pw@example.com/', 'nope']) {
      expect(() => parseFetchUrl(bad)).toThrow(FetchError);
    }
  });

  it('the lookup answers only allowed addresses, so a name resolving to loopback is refused before connecting', async () => {
    const lookup = guardedLookup(closed);
    const refused = await new Promise<unknown>((resolve) =>
      lookup('localhost', { all: true }, (error) => resolve(error)),
    );
    expect(refused).toBeInstanceOf(FetchError);
    expect((refused as FetchError).reason).toBe('private_address');

    const open = guardedLookup({ ...closed, allowPrivate: true });
    const found = await new Promise<unknown>((resolve) =>
      open('localhost', { all: true }, (_, addresses) => resolve(addresses)),
    );
    expect(found).toEqual(expect.arrayContaining([expect.objectContaining({ address: '127.0.0.1' })]));
  });
});
