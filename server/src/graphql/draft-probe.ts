import type { Core } from '@strapi/strapi';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { ownOrigin } from '../model/own-origin';

/** A real anonymous `status: DRAFT` query and what it proved. */
export interface DraftProbe {
  content_type: string;
  /** The public find query asked (`articles`). */
  operation: string;
  /** The anonymous answer carried data and no error: drafts are readable. */
  drafts_readable: boolean;
}

const PROBE_TIMEOUT_MS = 5000;

/**
 * Asks this app's GraphQL endpoint, over HTTP and without credentials, for drafts of every
 * draft-and-publish type whose find query is public: `{ <find>(status: DRAFT) { documentId } }`.
 * Strapi 5 answers drafts to anyone who may `find` (strapi/strapi#25326, #21388); an answer with
 * data and no `errors` proves it for this app. A probe that fails (timeout, refusal) proves nothing.
 * @param draftTypes UIDs of the app's draft-and-publish content types
 */
export async function probeDrafts(
  strapi: Core.Strapi,
  endpoint: string,
  operations: readonly GraphqlOperationRow[],
  draftTypes: ReadonlySet<string>,
): Promise<DraftProbe[]> {
  const origin = ownOrigin(strapi);
  const candidates = operations.filter(
    (row) =>
      row.kind === 'query' &&
      row.access === 'public' &&
      draftTypes.has(row.content_type) &&
      row.action === `${row.content_type}.find` &&
      !row.operation.endsWith('_connection'),
  );
  if (!origin) return [];
  return Promise.all(
    candidates.map(async (row) => {
      const query = `query DraftProbe { ${row.operation}(status: DRAFT) { documentId } }`;
      let readable = false;
      try {
        const response = await fetch(`${origin}${endpoint}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ query }),
          signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
        });
        const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown };
        readable = response.ok && !body.errors && body.data?.[row.operation] != null;
      } catch {
        readable = false;
      }
      return { content_type: row.content_type, operation: row.operation, drafts_readable: readable };
    }),
  );
}
