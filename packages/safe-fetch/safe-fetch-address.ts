/**
 * Which IP addresses a server-side fetch of a user-supplied URL may connect to. Pure code (no Node
 * or Deno API), so the embedded server, Electron's main process and hosted Supabase share it.
 *
 * Only public unicast addresses are allowed: IPv4 outside the special-purpose registry ranges and
 * IPv6 inside 2000::/3 minus its special ranges. Addresses that embed an IPv4 address (IPv4-mapped,
 * NAT64, 6to4) are judged by that IPv4 address.
 */

export type AddressKind =
  | 'public'
  | 'invalid'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'metadata'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'unique-local';

export interface AddressVerdict {
  readonly allowed: boolean;
  readonly kind: AddressKind;
  /** How the address was reached when it wraps an IPv4 address ("ipv4-mapped", "nat64", "6to4"). */
  readonly via?: 'ipv4-mapped' | 'ipv4-compatible' | 'nat64' | '6to4';
}

interface V4Range {
  readonly base: number;
  readonly bits: number;
  readonly kind: AddressKind;
}

function v4(text: string, bits: number, kind: AddressKind): V4Range {
  const value = parseIpv4(text);
  if (value === null) throw new Error(`bad range ${text}`);
  return { base: value, bits, kind };
}

/** IANA IPv4 special-purpose registry (RFC 6890 and later), most specific first. */
const V4_RANGES: readonly V4Range[] = [
  v4('169.254.169.254', 32, 'metadata'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.31.196.0', 24, 'reserved'),
  v4('192.52.193.0', 24, 'reserved'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('192.175.48.0', 24, 'reserved'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** Dotted-quad IPv4 (exactly four decimal parts 0–255) → unsigned 32-bit number, else null. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

function inV4Range(value: number, range: V4Range): boolean {
  const size = 2 ** (32 - range.bits);
  return Math.floor(value / size) === Math.floor(range.base / size);
}

export function classifyIpv4(value: number): AddressVerdict {
  for (const range of V4_RANGES) {
    if (inV4Range(value, range)) return { allowed: false, kind: range.kind };
  }
  return { allowed: true, kind: 'public' };
}

/** IPv6 text (with optional zone, embedded dotted quad, `::`) → eight 16-bit groups, else null. */
export function parseIpv6(input: string): number[] | null {
  let text = input.trim().toLowerCase();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (text === '' || !/^[0-9a-f:.]+$/.test(text)) return null;
  if (text.includes('.')) {
    // A trailing dotted quad ("::ffff:127.0.0.1") becomes two hex groups.
    const lastColon = text.lastIndexOf(':');
    const quad = lastColon < 0 ? null : parseIpv4(text.slice(lastColon + 1));
    if (quad === null) return null;
    text = `${text.slice(0, lastColon + 1)}${Math.floor(quad / 65536).toString(16)}:${(quad % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups = part.split(':');
    const out: number[] = [];
    for (const group of groups) {
      if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
      out.push(parseInt(group, 16));
    }
    return out;
  };
  const head = parse(halves[0] ?? '');
  if (head === null) return null;
  if (halves.length === 1) {
    return head.length === 8 ? head : null;
  }
  const rest = parse(halves[1] ?? '');
  if (rest === null) return null;
  const known = head.length + rest.length;
  if (known > 7) return null;
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest];
}

function embeddedV4(high: number, low: number): number {
  return high * 65536 + low;
}

function judgeEmbedded(value: number, via: NonNullable<AddressVerdict['via']>): AddressVerdict {
  const inner = classifyIpv4(value);
  return { ...inner, via };
}

export function classifyIpv6(g: readonly number[]): AddressVerdict {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h6 = 0, h7 = 0] = g;
  const prefixZero = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  if (prefixZero && f === 0 && h6 === 0 && h7 === 0) return { allowed: false, kind: 'unspecified' };
  if (prefixZero && f === 0 && h6 === 0 && h7 === 1) return { allowed: false, kind: 'loopback' };
  if (prefixZero && f === 0xffff) return judgeEmbedded(embeddedV4(h6, h7), 'ipv4-mapped');
  if (prefixZero && f === 0) {
    // ::a.b.c.d (IPv4-compatible, deprecated): never a real destination.
    return { ...classifyIpv4(embeddedV4(h6, h7)), allowed: false, via: 'ipv4-compatible' };
  }
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) {
    return judgeEmbedded(embeddedV4(h6, h7), 'nat64');
  }
  if (a === 0x64 && b === 0xff9b && c === 1) return { allowed: false, kind: 'private' }; // local-use NAT64
  if (a === 0x2002) return judgeEmbedded(embeddedV4(b, c), '6to4');
  if (
    a === 0xfd00 &&
    b === 0x0ec2 &&
    c === 0 &&
    d === 0 &&
    e === 0 &&
    f === 0 &&
    h6 === 0 &&
    h7 === 0x254
  ) {
    return { allowed: false, kind: 'metadata' }; // AWS IMDS over IPv6
  }
  if ((a & 0xff00) === 0xff00) return { allowed: false, kind: 'multicast' };
  if ((a & 0xffc0) === 0xfe80) return { allowed: false, kind: 'link-local' };
  if ((a & 0xffc0) === 0xfec0) return { allowed: false, kind: 'private' }; // site-local (deprecated)
  if ((a & 0xfe00) === 0xfc00) return { allowed: false, kind: 'unique-local' };
  if ((a & 0xe000) !== 0x2000) return { allowed: false, kind: 'reserved' }; // outside global unicast
  if (a === 0x2001 && b === 0x0db8) return { allowed: false, kind: 'documentation' };
  if (a === 0x3fff && (b & 0xf000) === 0) return { allowed: false, kind: 'documentation' };
  if (a === 0x2001 && b < 0x0200) return { allowed: false, kind: 'reserved' }; // 2001::/23 incl. Teredo, benchmarking
  return { allowed: true, kind: 'public' };
}

/** The verdict for an IP address written as text (IPv4 dotted quad or IPv6, brackets allowed). */
export function classifyAddress(address: string): AddressVerdict {
  const four = parseIpv4(address.trim());
  if (four !== null) return classifyIpv4(four);
  const six = parseIpv6(address);
  if (six !== null) return classifyIpv6(six);
  return { allowed: false, kind: 'invalid' };
}

/** True for a literal IP address (either family), false for a host name. */
export function isIpLiteral(host: string): boolean {
  return parseIpv4(host.trim()) !== null || parseIpv6(host) !== null;
}
