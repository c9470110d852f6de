/**
 * Masking of what a boot generates in a recorded answer, so two boots of the same code answer the
 * same text. Everything else stays verbatim (member order, whitespace, escapes): the comparison is
 * of the raw text after masking, not of parsed JSON.
 */

/** The values one boot generated, read from the booted app (see `bootFacts`). */
export interface BootFacts {
  apiKey: string;
  /** The port the server listens on (a free one per boot). */
  port: number;
  /** Every documentId the database holds, plus the deleted ones the seed remembers. */
  documentIds: ReadonlySet<string>;
  /**
   * The random part of each upload file's `hash` (`<name>_<10 hex>`: Strapi's upload service
   * appends `randomBytes(5)` to the file name).
   */
  fileHashSuffixes: ReadonlySet<string>;
  /** `process.versions.node`: the platform answer names the running Node. */
  nodeVersion: string;
  /** Generated timestamps fall in this interval (ms since epoch): the test's start and end, padded. */
  timeWindow: { from: number; to: number };
}

/** ISO 8601 date-times as JavaScript and Strapi write them, `Z` or an offset. */
const ISO_DATE_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})/g;
/** RFC 4122 UUIDs (the SBOM's `serialNumber`). */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

/**
 * A signed report value, `<base64url(JSON payload)>.<base64url(HMAC)>` (`POST report-access`): its
 * payload names a random session and an expiry, so the whole value is generated.
 */
const REPORT_VALUE = /\beyJ[\w-]+\.[\w-]+/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each distinct value of `values` found in `text` by `<LABEL_n>`, n counting distinct
 * values by their first appearance in this text: two boots with the same structure of references
 * (the same document named in the same places) then mask to the same text.
 */
function numberByAppearance(text: string, values: ReadonlySet<string>, label: string): string {
  if (values.size === 0) return text;
  // Longest first, so a value that is a prefix of another never splits it.
  const alternatives = [...values].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(alternatives.join('|'), 'g');
  const numbers = new Map<string, number>();
  return text.replace(pattern, (value) => {
    let number = numbers.get(value);
    if (number === undefined) {
      number = numbers.size + 1;
      numbers.set(value, number);
    }
    return `<${label}_${number}>`;
  });
}

/**
 * Masks one answer's text (status line, headers and body alike):
 * - the API key -> `<API_KEY>`; the server's port in `127.0.0.1:<port>` / `localhost:<port>` -> `<PORT>`;
 * - documentIds -> `<DOCUMENT_ID_n>`, upload hash suffixes -> `<FILE_HASH_n>`, UUIDs -> `<UUID_n>`,
 *   each numbered by first appearance in this answer; a signed report value -> `<REPORT_VALUE>`;
 * - ISO date-times inside `facts.timeWindow` -> `<TIMESTAMP>` (fixed dates, such as those of the
 *   published run body, stay);
 * - the running Node's version -> `<NODE_VERSION>` (it differs between Node majors and patches).
 */
export function maskAnswer(text: string, facts: BootFacts): string {
  let masked = text.split(facts.apiKey).join('<API_KEY>');
  masked = masked.replace(
    new RegExp(`\\b(127\\.0\\.0\\.1|localhost):${facts.port}\\b`, 'g'),
    (_match, host: string) => `${host}:<PORT>`,
  );
  masked = numberByAppearance(masked, facts.documentIds, 'DOCUMENT_ID');
  masked = numberByAppearance(masked, facts.fileHashSuffixes, 'FILE_HASH');
  masked = numberByAppearance(masked, new Set(masked.match(UUID) ?? []), 'UUID');
  masked = masked.replace(REPORT_VALUE, '<REPORT_VALUE>');
  masked = masked.replace(ISO_DATE_TIME, (value) => {
    const time = Date.parse(value);
    return time >= facts.timeWindow.from && time <= facts.timeWindow.to ? '<TIMESTAMP>' : value;
  });
  return masked.split(`"${facts.nodeVersion}"`).join('"<NODE_VERSION>"');
}
