import type { ReferenceRebuildResponse } from '@route-discovery/contract';
import { RECORD_COLUMNS, REFERENCES_TABLE } from '../../server/src/references/tables';
import type { Playground } from './playground';

const REBUILD = '/api/route-discovery/v1/references/rebuild';

/**
 * Starts a rebuild of the reference index (`POST v1/references/rebuild`, 202) and polls
 * `GET v1/references/rebuild` every 50 ms until it says `done`; throws on any other status code.
 * @returns the last progress answer
 */
export async function rebuildReferenceIndex(app: Playground): Promise<ReferenceRebuildResponse> {
  const auth = `Bearer ${app.apiKey}`;
  const started = await app.http.post(REBUILD).set('Authorization', auth);
  if (started.status !== 202) throw new Error(`rebuild answered ${started.status}`);
  for (;;) {
    const status = await app.http.get(REBUILD).set('Authorization', auth);
    if (status.status !== 200) throw new Error(`rebuild progress answered ${status.status}`);
    const body = status.body as ReferenceRebuildResponse;
    if (body.rebuild.status === 'done') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The index's rows, without their ids, as sorted JSON lines (order-free comparison). */
export async function indexRows(app: Playground): Promise<string[]> {
  const rows = (await app.strapi.db.getConnection(REFERENCES_TABLE).select(...RECORD_COLUMNS)) as Array<
    Record<string, unknown>
  >;
  return rows.map((row) => JSON.stringify({ ...row, source_published: Number(row.source_published) })).sort();
}
