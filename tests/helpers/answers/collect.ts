import type { AnswerRequest } from './requests';

/**
 * The response headers kept in a recorded answer: the ones the plugin sets or that tell a client
 * how to read the body. Strapi's own per-request headers (date, keep-alive, security headers,
 * content-length of a streamed body) are left out: they are not the plugin's answer.
 */
export const RECORDED_HEADERS = [
  'content-type',
  'cache-control',
  'vary',
  'www-authenticate',
  'retry-after',
  'deprecation',
  'sunset',
  'link',
  'content-disposition',
] as const;

/** One answer as received: status, the recorded headers (lower-case names), the body's text (UTF-8). */
export interface RawAnswer {
  request: AnswerRequest;
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** What a request needs from the booted server: its origin and the credentials of each kind. */
export interface AnswerTarget {
  baseUrl: string;
  apiKey: string;
  /** An admin access token of the seeded super admin (`POST /admin/login`). */
  adminToken: string;
}

/** The header carrying a signed report value (`server/src/identity.ts`, docs/security.md). */
const REPORT_ACCESS_HEADER = 'X-Discovery-Report-Access';

/** Mints a signed report value for the admin session, as the admin's Platform page does. */
async function mintReportValue(target: AnswerTarget): Promise<string> {
  const response = await fetch(`${target.baseUrl}/route-discovery/report-access`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.adminToken}` },
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`report-access answered ${response.status} without a value`);
  return body.data.token;
}

async function credentialHeaders(
  request: AnswerRequest,
  target: AnswerTarget,
): Promise<Record<string, string>> {
  switch (request.credential) {
    case 'key':
      return { Authorization: `Bearer ${target.apiKey}` };
    case 'wrong-key':
      return { Authorization: `Bearer ${'x'.repeat(target.apiKey.length)}` };
    case 'admin-session':
      return { Authorization: `Bearer ${target.adminToken}` };
    case 'report-value':
      return {
        Authorization: `Bearer ${target.adminToken}`,
        [REPORT_ACCESS_HEADER]: await mintReportValue(target),
      };
    case 'none':
      return {};
  }
}

/**
 * Sends the requests one after another (in order: the runs requests read what the POST before
 * them stored) and returns each answer's raw text. Bodies are read as bytes and decoded as UTF-8,
 * so the comparison is of the bytes the server wrote (fetch undoes any content encoding).
 */
export async function collectAnswers(
  requests: readonly AnswerRequest[],
  target: AnswerTarget,
): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = [];
  for (const request of requests) {
    const headers = await credentialHeaders(request, target);
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${target.baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const body = Buffer.from(await response.arrayBuffer()).toString('utf8');
    const kept = RECORDED_HEADERS.flatMap((name): Array<[string, string]> => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    answers.push({ request, status: response.status, headers: kept, body });
  }
  return answers;
}
