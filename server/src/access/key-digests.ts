import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Which configured key a presented Bearer token matched: the key or the next key (rotation). */
export type KeySlot = 'key' | 'key-next';

/** The configured keys, as read from the settings (null when not configured). */
export interface ConfiguredKeys {
  key: string | null;
  next: string | null;
}

/**
 * Compares presented Bearer tokens with the configured keys as HMAC-SHA256 digests in constant time
 * (`crypto.timingSafeEqual`): equal-length digests, so neither the key's length nor a common prefix
 * shows in the timing. The HMAC key is random per process, so a digest is worth nothing elsewhere.
 * The configured keys' digests are computed once (at boot, `prime`) and cached by value: a key
 * changed at run time (`strapi.config.set`, an env change in tests) is digested once, on its first
 * use (docs/decisions/0004-api-keys.md).
 */
export class KeyDigests {
  private readonly hmacKey = randomBytes(32);

  private readonly cache = new Map<KeySlot, { value: string; digest: Buffer }>();

  /** Computes the digests of the configured keys now, so the first request pays nothing. */
  prime(keys: ConfiguredKeys): void {
    this.configured('key', keys.key);
    this.configured('key-next', keys.next);
  }

  /**
   * Which configured key the presented token equals. Both digests are always compared, so the
   * timing does not say which slot matched.
   * @returns the slot, or null when it matches neither (or none is configured)
   */
  match(presented: string, keys: ConfiguredKeys): KeySlot | null {
    const digest = this.digest(presented);
    const key = this.configured('key', keys.key);
    const next = this.configured('key-next', keys.next);
    const keyMatches = key !== null && timingSafeEqual(digest, key);
    const nextMatches = next !== null && timingSafeEqual(digest, next);
    if (keyMatches) return 'key';
    return nextMatches ? 'key-next' : null;
  }

  private digest(value: string): Buffer {
    return createHmac('sha256', this.hmacKey).update(value, 'utf8').digest();
  }

  private configured(slot: KeySlot, value: string | null): Buffer | null {
    if (value === null) {
      this.cache.delete(slot);
      return null;
    }
    const cached = this.cache.get(slot);
    if (cached?.value === value) return cached.digest;
    const digest = this.digest(value);
    this.cache.set(slot, { value, digest });
    return digest;
  }
}
