import { joinUrl } from '@route-discovery/check-engine';
import { request } from '../http';

/** Where to publish: the same server, prefix and credential the run read its discovery from. */
export interface PublishTarget {
  baseUrl: string;
  prefix: string;
  /** The discovery credential: the API key, or the admin token when it is the only secret. */
  bearer: string;
  timeoutMs: number;
  maxRetries: number;
}

/** Outcome of a publish: the stored run's id, or why it was not stored (no secret, no body echo). */
export type PublishOutcome = { published: true; id: number } | { published: false; reason: string };

/** What a refused publish means for the person reading the CI log. */
function explain(status: number | null, error: string | null, body: string): string {
  if (status === null) return `the server is unreachable (${error})`;
  if (status === 404)
    return 'HTTP 404: the server has no v1/runs endpoint (update strapi-plugin-route-discovery)';
  if (status === 400 || status === 413) {
    try {
      const message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message;
      if (typeof message === 'string') return `HTTP ${status}: ${message.slice(0, 300)}`;
    } catch {
      // not Strapi's error shape: the status says enough
    }
  }
  return `HTTP ${status}`;
}

/**
 * Sends a run summary to `POST <prefix>/route-discovery/v1/runs` with the discovery credential. Retries
 * like every other request of the CLI (network errors, 429, 502-504); a retried publish that had
 * landed may store the run twice, which the history shows and `runsKept` ages out.
 * @returns the outcome; never throws for an HTTP or network failure
 */
export async function publishRun(target: PublishTarget, body: unknown): Promise<PublishOutcome> {
  const answer = await request(
    joinUrl(target.baseUrl, `${target.prefix}/route-discovery/v1/runs`),
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${target.bearer}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      timeoutMs: target.timeoutMs,
      maxRetries: target.maxRetries,
    },
    true,
  );
  if (answer.status === 201) {
    try {
      const id = (JSON.parse(answer.body) as { run?: { id?: unknown } }).run?.id;
      if (typeof id === 'number') return { published: true, id };
    } catch {
      // falls through: a 201 without the run is not what the server documents
    }
    return { published: false, reason: 'HTTP 201 without the stored run' };
  }
  return { published: false, reason: explain(answer.status, answer.error, answer.body) };
}
