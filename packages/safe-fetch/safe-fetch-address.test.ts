import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAddress, isIpLiteral, parseIpv6, type AddressKind } from './safe-fetch-address.ts';

const REFUSED: readonly [string, AddressKind][] = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.254', 'shared'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'metadata'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.10', 'documentation'],
  ['192.88.99.1', 'reserved'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['::127.0.0.1', 'loopback'],
  ['64:ff9b::10.0.0.1', 'private'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b:1::1', 'private'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:a9fe:a9fe::', 'metadata'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'private'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['fd00:ec2::254', 'metadata'],
  ['ff02::1', 'multicast'],
  ['ff05::1:3', 'multicast'],
  ['2001:db8::1', 'documentation'],
  ['2001::1', 'reserved'],
  ['2001:2::1', 'reserved'],
  ['3fff::1', 'documentation'],
  ['100::1', 'reserved'],
  ['::2', 'unspecified'],
  ['1.2.3', 'invalid'],
  ['256.1.1.1', 'invalid'],
  ['localhost', 'invalid'],
  ['1::2::3', 'invalid'],
];

const ALLOWED: readonly string[] = [
  '1.1.1.1',
  '8.8.8.8',
  '93.184.216.34',
  '100.63.255.255',
  '100.128.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.167.255.255',
  '192.169.0.1',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.254',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
];

describe('the address classifier', () => {
  it.each(REFUSED)('refuses %s as %s', (address, kind) => {
    const verdict = classifyAddress(address);
    expect(verdict.allowed).toBe(false);
    expect(verdict.kind).toBe(kind);
  });

  it.each(ALLOWED)('allows the public address %s', (address) => {
    expect(classifyAddress(address)).toMatchObject({ allowed: true, kind: 'public' });
  });

  it('reads every spelling of an IPv6 address the same way', () => {
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('[2001:db8::8:800:200c:417a]')).toEqual([
      0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a,
    ]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIpv6('12345::')).toBeNull();
  });

  it('tells IP literals from host names', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('localtest.me')).toBe(false);
    expect(isIpLiteral('1e100.net')).toBe(false);
  });

  it('never throws and refuses anything it cannot read', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const verdict = classifyAddress(text);
        if (verdict.allowed) expect(isIpLiteral(text)).toBe(true);
      }),
    );
  });

  it('refuses every address of 127/8, 10/8 and 192.168/16', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('127', '10'),
        fc.nat(255),
        fc.nat(255),
        fc.nat(255),
        (first, b, c, d) => {
          expect(classifyAddress(`${first}.${b}.${c}.${d}`).allowed).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(fc.nat(255), fc.nat(255), (c, d) => {
        expect(classifyAddress(`192.168.${c}.${d}`).allowed).toBe(false);
        expect(classifyAddress(`::ffff:192.168.${c}.${d}`).allowed).toBe(false);
      }),
    );
  });
});
