/** FNV-1a, 32 bits (http://www.isthe.com/chongo/tech/comp/fnv/): a stable hash of a check's identity. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The shard (1-based, of `total`) of a check identity (`checkKey`): its FNV-1a hash modulo
 * `total`, so a check stays in its shard when other checks come or go.
 */
export function hashShard(key: string, total: number): number {
  return (fnv1a(key) % total) + 1;
}
