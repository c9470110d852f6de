import type { Core } from '@strapi/strapi';
import type { IntegrityFinding } from '@route-discovery/contract';
import { integrityQuery } from '../controllers/integrity';
import { getService } from '../services/get-service';

/**
 * The MCP tool `route_discovery_integrity`: at most `limit` findings of `v1/integrity` (the same
 * filters, `kind` and `content_type`), whether more were left out, and the count per kind of
 * those read. Reading stops once one finding past the limit is seen.
 * @param args the tool's arguments (`kind`, `content_type`, `limit` 1-500, default 100)
 */
export async function integrityFindings(
  strapi: Core.Strapi,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const limit = typeof args.limit === 'number' ? Math.min(Math.max(Math.trunc(args.limit), 1), 500) : 100;
  const query = integrityQuery({ kind: args.kind, content_type: args.content_type });
  const origin = String(strapi.config.get('server.url', '') ?? '') || 'http://127.0.0.1';
  const { batches, counts } = getService(strapi, 'integrity').findingBatches(query, origin);
  const findings: IntegrityFinding[] = [];
  let truncated = false;
  for await (const batch of batches) {
    const rows = JSON.parse(`[${Buffer.concat(batch.chunks).toString('utf8')}]`) as IntegrityFinding[];
    findings.push(...rows.slice(0, limit - findings.length));
    // Every finding read is counted: more counted than kept means some were left out.
    if (sum(counts) > findings.length) {
      truncated = true;
      break;
    }
  }
  return { findings, returned: findings.length, truncated, count_by_kind: counts };
}

/** Findings counted so far, over every kind. */
function sum(counts: Record<string, number>): number {
  return Object.values(counts).reduce((total, count) => total + count, 0);
}
