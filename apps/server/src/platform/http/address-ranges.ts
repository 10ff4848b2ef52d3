import { BlockList, isIP } from 'node:net';

/** An IPv4 or IPv6 address, optionally with a prefix length (`10.0.0.0/8`, `fc00::/7`). */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  const kind = isIP(address);
  if (kind === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128);
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether an address is one of `entries` (addresses or ranges, as isAddressOrRange takes them).
 * An IPv4 address written as IPv6 (`::ffff:127.0.0.1`, a dual-stack socket's) counts as itself.
 */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    if (prefix === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(prefix), family(address));
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return isIP(plain) !== 0 && list.check(plain, family(plain));
  };
}
