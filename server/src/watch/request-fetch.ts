import type { FetchLike } from '@route-discovery/check-engine';
import { request, type Dispatcher } from 'undici';
import { badPortsSet } from 'undici/lib/web/fetch/constants';

/**
 * What the check engine reads of an answer (`checkLink`, `fetchWithRetries` in
 * packages/check-engine): its status, a header by name, and a body it can give up. Nothing else of
 * a WHATWG `Response` is read, so the worker hands over this much and no more.
 */
interface CheckAnswer {
  status: number;
  type: 'basic';
  headers: { get(name: string): string | null };
  body: { cancel(): Promise<void> } | null;
}

/** Bytes of a body read to keep its connection open; a longer one closes it (undici's default). */
const DUMP_LIMIT = 128 * 1024;

/**
 * A `FetchLike` over undici's `request` (docs/decisions/0268-check-worker-requests-without-fetch.md):
 * the same connection, method, headers, no redirect followed and abort signal as undici's `fetch`,
 * without the WHATWG objects (`Request`, `Response`, `Headers`, web streams) that `fetch` builds for
 * each attempt and the engine never reads. Errors are thrown as `fetch` throws them: an abort as
 * the signal's reason (`TimeoutError` from `AbortSignal.timeout`), anything else as
 * `TypeError('fetch failed')` with the network error as its `cause`, which `networkErrorCause`
 * reads (`ECONNREFUSED`). A URL `fetch` would not request (one that does not parse, not http(s), or
 * on a bad port: Fetch standard, "block bad port") is refused as `fetch` refuses it. A repeated header is joined with ", " as `Headers.get` does (Fetch
 * standard, "get" of a header list).
 *
 * @param dispatcher the connections to use (one `Client` per origin: decision 0257)
 */
export function requestFetch(dispatcher: Dispatcher): FetchLike {
  return async (url, init) => {
    refuseAsFetch(url);
    const signal = init.signal ?? undefined;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(url, {
        dispatcher,
        method: (init.method ?? 'GET') as Dispatcher.HttpMethod,
        headers: init.headers as Record<string, string> | undefined,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      throw new TypeError('fetch failed', { cause: error });
    }
    return checkAnswer(answer) as unknown as Response;
  };
}

/**
 * Throws what undici's `fetch` throws for a URL it does not request (its lib/web/fetch/index.js,
 * `mainFetch`): a `TypeError` whose `cause` is the parse error (`ERR_INVALID_URL`) or says why.
 */
function refuseAsFetch(url: string): void {
  let target: URL;
  try {
    target = new URL(url);
  } catch (error) {
    throw new TypeError(`Failed to parse URL from ${url}`, { cause: error });
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new TypeError('fetch failed', { cause: new Error('URL scheme must be a HTTP(S) scheme') });
  }
  if (badPortsSet.has(target.port)) throw new TypeError('fetch failed', { cause: new Error('bad port') });
}

/** The engine's view of undici's answer: header names are lower case in both. */
function checkAnswer(answer: Dispatcher.ResponseData): CheckAnswer {
  const { headers, body } = answer;
  return {
    status: answer.statusCode,
    type: 'basic',
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
    body: {
      cancel: () => body.dump({ limit: DUMP_LIMIT }).then(() => undefined),
    },
  };
}
