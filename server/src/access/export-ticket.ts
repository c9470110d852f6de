import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PluginAccessDecision } from './decision';

/** Purpose string bound into every export ticket, so no other signed value passes for one. */
export const EXPORT_TICKET_PURPOSE = 'export-download';

/** Lifetime of an export ticket: 60 seconds (docs/decisions/0130-paged-lists.md). */
export const EXPORT_TICKET_TTL_SECONDS = 60;

/** The query parameter carrying an export ticket. */
export const EXPORT_TICKET_PARAM = 'ticket';

/** A ticket's signed payload: for which endpoint and query, until when, and its single-use id. */
interface ExportTicketPayload {
  purpose: typeof EXPORT_TICKET_PURPOSE;
  /** The v1 endpoint name. */
  e: string;
  /** `exportQueryDigest` of the query it downloads. */
  h: string;
  /** Seconds since the epoch. */
  exp: number;
  /** Random id (22 characters): a ticket is accepted once (`SpentTickets`). */
  id: string;
}

const sign = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`${EXPORT_TICKET_PURPOSE}.${body}`).digest('base64url');

/**
 * The digest a ticket binds: the request's query without the ticket, as sorted `name=value`
 * pairs (a repeated parameter's first value, as the endpoints read it), SHA-256, base64url.
 */
export function exportQueryDigest(query: Record<string, unknown>): string {
  const pairs = Object.entries(query)
    .filter(([name]) => name !== EXPORT_TICKET_PARAM)
    .map(([name, raw]) => [name, String(Array.isArray(raw) ? raw[0] : raw)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(pairs)).digest('base64url');
}

/**
 * Mints a ticket for one export download, `<base64url(JSON payload)>.<base64url(HMAC-SHA256)>`,
 * signed with the report key (`reportKey`, HKDF of `admin.auth.secret`), so any instance of the
 * app accepts it.
 * @param nowSeconds current time in seconds since the epoch
 */
export function mintExportTicket(
  key: Buffer,
  endpoint: string,
  query: Record<string, string>,
  nowSeconds: number,
): { ticket: string; expiresAt: Date } {
  const payload: ExportTicketPayload = {
    purpose: EXPORT_TICKET_PURPOSE,
    e: endpoint,
    h: exportQueryDigest(query),
    exp: nowSeconds + EXPORT_TICKET_TTL_SECONDS,
    id: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { ticket: `${body}.${sign(key, body)}`, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * The ids of tickets already accepted, until they expire: a ticket is good for one download in
 * total, whichever instance of the app serves it (`databaseSpentTickets`,
 * docs/decisions/0201-shared-spent-tickets.md).
 */
export interface SpentTickets {
  /** Records `id` as spent until `exp` (seconds since the epoch); false when it already was. */
  spend(id: string, exp: number, nowSeconds: number): Promise<boolean>;
}

/** Everything the ticket rule reads. */
export interface ExportTicketInput {
  ticket: string;
  endpoint: string;
  query: Record<string, unknown>;
  reportsEnabled: boolean;
  key: Buffer;
  nowSeconds: number;
  spent: SpentTickets;
}

const REFUSED: PluginAccessDecision = {
  allowed: false,
  credential: 'export-ticket',
  status: 403,
  name: 'ForbiddenError',
  message: 'The export ticket is invalid, expired, already used or for another download: ask for a new one',
};

/**
 * Whether an export ticket opens this request: well-formed, signature valid (constant-time), for
 * this endpoint and exactly this query (which is an export: `format` is part of it), unexpired,
 * never used before (spending it is the last step, so a refused ticket stays unspent), and the
 * reports still open.
 * @throws what `input.spent` throws (an unreachable database: the API answers 503)
 */
export async function decideExportTicket(input: ExportTicketInput): Promise<PluginAccessDecision> {
  const parts = input.ticket.split('.');
  if (parts.length !== 2 || input.ticket.length > 1024) return REFUSED;
  const [body, signature] = parts;
  const expected = Buffer.from(sign(input.key, body));
  const presented = Buffer.from(signature);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return REFUSED;
  let payload: Partial<ExportTicketPayload>;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ExportTicketPayload>;
  } catch {
    return REFUSED;
  }
  if (
    !input.reportsEnabled ||
    payload.purpose !== EXPORT_TICKET_PURPOSE ||
    payload.e !== input.endpoint ||
    payload.h !== exportQueryDigest(input.query) ||
    typeof payload.exp !== 'number' ||
    payload.exp <= input.nowSeconds ||
    typeof payload.id !== 'string' ||
    input.query.format === undefined
  ) {
    return REFUSED;
  }
  if (payload.id.length > 64 || !(await input.spent.spend(payload.id, payload.exp, input.nowSeconds)))
    return REFUSED;
  return { allowed: true, credential: 'export-ticket' };
}
