/** `scheme://userinfo@`: the credentials part of a URL's authority (RFC 3986, section 3.2.1). */
const USER_INFO = /([A-Za-z][A-Za-z0-9+.-]*:\/\/)([^\s/?#@]+)@/g;

/**
 * Masks the credentials of every URL in a specifier (`git+https://user:token@host/...`,
 * `pkg @ https://token@host/pkg.whl`, an npm `git+https://...` range) the way pip masks them in
 * its own output: a password becomes `****` and the user name stays; a user name alone, often a
 * token, becomes `****`. Source: pip's `redact_netloc`
 * (https://github.com/pypa/pip/blob/main/src/pip/_internal/utils/misc.py).
 * @param specifier a declared specifier as read from a manifest
 * @returns the specifier with no credentials left in it
 */
export function maskUrlCredentials(specifier: string): string {
  return specifier.replace(USER_INFO, (_whole, scheme: string, userInfo: string) => {
    const colon = userInfo.indexOf(':');
    return colon === -1 ? `${scheme}****@` : `${scheme}${userInfo.slice(0, colon)}:****@`;
  });
}
