/**
 * What kind of network an IP address belongs to, so the server never fetches from inside its own network on a
 * user's behalf (SSRF). Pure: parses the textual address itself, IPv4 and IPv6 alike.
 */
export type AddressClass =
  | 'public'
  | 'private'
  | 'loopback'
  | 'link-local'
  | 'unique-local'
  | 'cgnat'
  | 'multicast'
  | 'unspecified'
  | 'reserved'
  | 'invalid';

/** Only public unicast addresses may be fetched from. */
export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === 'public';
}

export function classifyAddress(address: string): AddressClass {
  const text = address.trim().replace(/^\[|\]$/g, '');
  const v4 = parseIpv4(text);
  if (v4 !== null) return classifyIpv4(v4);
  const v6 = parseIpv6(text);
  if (v6 !== null) return classifyIpv6(v6);
  return 'invalid';
}

/** An IPv4 address in strict dotted-quad form, as a 32-bit number; null otherwise. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** An IPv6 address (zone id allowed, embedded IPv4 allowed) as eight 16-bit groups; null otherwise. */
export function parseIpv6(text: string): number[] | null {
  const withoutZone = text.replace(/%[^%]*$/, '');
  if (!/^[0-9a-fA-F:.]+$/.test(withoutZone) || !withoutZone.includes(':')) return null;
  const halves = withoutZone.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const pieces = part.split(':');
    const groups: number[] = [];
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (piece.includes('.')) {
        // Embedded IPv4, only as the last piece.
        if (i !== pieces.length - 1) return null;
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        groups.push(Math.floor(v4 / 65536), v4 % 65536);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(piece)) return null;
        groups.push(Number.parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

interface Ipv4Range {
  base: string;
  bits: number;
  kind: AddressClass;
}

/** RFC 6890's special-purpose IPv4 blocks; anything else is public unicast. */
const IPV4_RANGES: Ipv4Range[] = [
  { base: '0.0.0.0', bits: 8, kind: 'unspecified' },
  { base: '10.0.0.0', bits: 8, kind: 'private' },
  { base: '100.64.0.0', bits: 10, kind: 'cgnat' },
  { base: '127.0.0.0', bits: 8, kind: 'loopback' },
  { base: '169.254.0.0', bits: 16, kind: 'link-local' },
  { base: '172.16.0.0', bits: 12, kind: 'private' },
  { base: '192.0.0.0', bits: 24, kind: 'reserved' },
  { base: '192.0.2.0', bits: 24, kind: 'reserved' },
  { base: '192.88.99.0', bits: 24, kind: 'reserved' },
  { base: '192.168.0.0', bits: 16, kind: 'private' },
  { base: '198.18.0.0', bits: 15, kind: 'reserved' },
  { base: '198.51.100.0', bits: 24, kind: 'reserved' },
  { base: '203.0.113.0', bits: 24, kind: 'reserved' },
  { base: '224.0.0.0', bits: 4, kind: 'multicast' },
  { base: '240.0.0.0', bits: 4, kind: 'reserved' },
];

function inIpv4Range(value: number, range: Ipv4Range): boolean {
  const size = 2 ** (32 - range.bits);
  const base = parseIpv4(range.base)!;
  return value >= base && value < base + size;
}

function classifyIpv4(value: number): AddressClass {
  return IPV4_RANGES.find((range) => inIpv4Range(value, range))?.kind ?? 'public';
}

function embeddedIpv4(groups: number[], at: number): number {
  return groups[at]! * 65536 + groups[at + 1]!;
}

function classifyIpv6(g: number[]): AddressClass {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const firstFiveZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (firstFiveZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (firstFiveZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible) reach the IPv4 address they carry.
  if (firstFiveZero && g5 === 0xffff) return classifyIpv4(embeddedIpv4(g, 6));
  if (firstFiveZero && g5 === 0) return classifyIpv4(embeddedIpv4(g, 6));
  // NAT64 (64:ff9b::/96) translates to the IPv4 address in its last 32 bits.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4(embeddedIpv4(g, 6));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private';
  // 6to4 (2002::/16) carries an IPv4 address in bits 16–48.
  if (g0 === 0x2002) return classifyIpv4(embeddedIpv4(g, 1));
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved';
  // 2001::/23 holds Teredo, benchmarking and other special blocks; 2001:db8::/32 is documentation.
  if (g0 === 0x2001 && g1 < 0x200) return 'reserved';
  if (g0 === 0x2001 && g1 === 0xdb8) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Only 2000::/3 is allocated as global unicast.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  return 'public';
}
