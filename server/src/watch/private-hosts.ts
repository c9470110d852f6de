import { isIP } from 'node:net';

/** IPv4 ranges that are this machine or a private network: [first octets as a prefix, prefix bits]. */
const PRIVATE_V4: ReadonlyArray<readonly [number, number]> = [
  [0x00000000, 8], // "this network" (RFC 1122)
  [0x0a000000, 8], // private (RFC 1918)
  [0x64400000, 10], // shared address space, carrier-grade NAT (RFC 6598)
  [0x7f000000, 8], // loopback (RFC 1122)
  [0xa9fe0000, 16], // link-local, cloud metadata endpoints (RFC 3927)
  [0xac100000, 12], // private (RFC 1918)
  [0xc0a80000, 16], // private (RFC 1918)
];

function v4Number(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function isPrivateV4(address: string): boolean {
  const value = v4Number(address);
  return PRIVATE_V4.some(
    ([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)),
  );
}

function isPrivateV6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === '::1' || lower === '::') return true;
  // IPv4-mapped (RFC 4291 2.5.5.2), dotted or as WHATWG URL writes it (`::ffff:7f00:1`).
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return isPrivateV4(dotted[1]);
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const value = parseInt(hex[1], 16) * 65536 + parseInt(hex[2], 16);
    return isPrivateV4([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.'));
  }
  // fc00::/7 unique local (RFC 4193), fe80::/10 link-local (RFC 4291).
  return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

/**
 * Whether a URL's host names this machine or a private network by itself: `localhost` and
 * `*.localhost` (RFC 6761), an IPv4 literal in a loopback, private, link-local (cloud metadata
 * services such as 169.254.169.254), shared or "this network" range, an IPv6 loopback,
 * unique-local, link-local or IPv4-mapped private literal. A name that resolves to such an address
 * is not detected: DNS is not asked.
 * @param hostname `URL.hostname` (IPv6 in brackets, as WHATWG URL writes it)
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  if (family === 4) return isPrivateV4(host);
  if (family === 6) return isPrivateV6(host);
  return false;
}
