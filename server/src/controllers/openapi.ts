import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FrontendUrlRow, GraphqlOperationRow } from '@route-discovery/contract';
import { cachedExposureReport } from '../exposure/exposure-cache';
import { isGraphqlInstalled } from '../graphql/schema-source';
import { readGraphqlSettings } from '../graphql/settings';
import { restPrefix } from '../model/rest-prefix';
import { buildOpenApiDocument } from '../openapi/document';
import { strapiGeneratedDocument } from '../openapi/strapi-generator';
import { getService } from '../services/get-service';
import type { EncodedBatch } from '../streaming/encoded-batches';

/** The rows of encoded batches, one batch in memory at a time. */
async function* decodedRows<Row>(batches: AsyncIterableIterator<EncodedBatch>): AsyncGenerator<Row> {
  for await (const batch of batches) {
    if (batch.rows === 0) continue;
    yield* JSON.parse(`[${Buffer.concat(batch.chunks).toString('utf8')}]`) as Row[];
  }
}

/**
 * The first row of each handler (`METHOD handler`) among the frontend rows, testable ones first:
 * one example per route, from a published document where the route has page rows.
 */
async function exampleRows(strapi: Core.Strapi): Promise<Map<string, FrontendUrlRow>> {
  const examples = new Map<string, FrontendUrlRow>();
  const rows = decodedRows<FrontendUrlRow>(getService(strapi, 'discovery').frontendUrlBatches(null));
  for await (const row of rows) {
    const key = `${row.method} ${row.name}`;
    const held = examples.get(key);
    if (!held || (!held.is_testable && row.is_testable)) examples.set(key, row);
  }
  return examples;
}

/** The GraphQL endpoint and its first testable query, or null without the GraphQL plugin. */
async function graphqlPart(strapi: Core.Strapi) {
  if (!isGraphqlInstalled(strapi)) return null;
  let example: GraphqlOperationRow | null = null;
  const rows = decodedRows<GraphqlOperationRow>(getService(strapi, 'graphql').operationBatches());
  for await (const row of rows) {
    if (!example && row.kind === 'query' && row.is_testable) example = row;
  }
  return { endpoint: readGraphqlSettings(strapi).endpoint, example };
}

/** Controller of `v1/openapi` (docs/api.md, "OpenAPI document"); access by the `api-access` middleware. */
export default function createOpenApiController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async document(ctx: Context) {
      const [{ report }, examples, graphql] = await Promise.all([
        cachedExposureReport(strapi),
        exampleRows(strapi),
        graphqlPart(strapi),
      ]);
      ctx.type = 'application/json';
      ctx.body = buildOpenApiDocument({
        generated: strapiGeneratedDocument(strapi),
        restPrefix: restPrefix(strapi),
        routes: report.routes,
        examples,
        graphql,
        appVersion: String(strapi.config.get('info.version', '0.0.0')),
      });
    },
  };
}
