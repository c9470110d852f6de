import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { FrontendUrlRow, GraphqlOperationRow } from '@route-discovery/contract';
import { cachedExposureReport, localFactsKey } from '../exposure';
import { isGraphqlInstalled, readGraphqlSettings } from '../graphql';
import { restPrefix } from '../model/rest-prefix';
import { sendUnfinishedBuild, whenBuilt } from '../api';
import {
  buildOpenApiDocument,
  cachedAnswer,
  type GeneratedAnswer,
  generatedDocument,
  OPENAPI_BUILD,
} from '../openapi';
import { getService } from '../services/get-service';
import { readSettings } from '../settings';
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

/**
 * Runs the calls given to it one after another: `v1/openapi` answers are served one at a time, so
 * the CMS's other requests wait behind at most one of them, not behind every client asking for the
 * document at once (decision 0193).
 */
class OneAtATime {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * Controller of `v1/openapi` (docs/api.md, "OpenAPI document"); access by the `api-access`
 * middleware. Strapi's generated document comes from a cache built once per schema off the request
 * path (decision 0193), and the answer's bytes are kept until the content, the access model, the
 * audit's inputs or the settings change (`cachedAnswer`): `X-Discovery-Cache: hit` when this
 * request built nothing, `miss` otherwise. While the generated document or the exposure audit it
 * reads is being built the answer is 503 with `Retry-After`; a build past its limit answers 500
 * (`sendUnfinishedBuild`, decision 0245).
 */
export default function createOpenApiController({ strapi }: { strapi: Core.Strapi }) {
  const serving = new OneAtATime();
  return {
    async document(ctx: Context) {
      const generated = await generatedDocument(strapi, readSettings(strapi).config.openapi);
      if (generated.state !== 'ready') {
        sendUnfinishedBuild(ctx, generated, OPENAPI_BUILD);
        return;
      }
      const answer = await whenBuilt(ctx, () => serving.run(() => currentAnswer(strapi, generated)));
      if (!answer) return;
      ctx.set('X-Discovery-Cache', generated.cached && answer.cached ? 'hit' : 'miss');
      ctx.type = 'application/json';
      ctx.body = answer.body;
    },
  };
}

/** The answer's bytes from the cache, or built (`cachedAnswer`), around the generated document. */
async function currentAnswer(strapi: Core.Strapi, generated: Extract<GeneratedAnswer, { state: 'ready' }>) {
  // The build limits are not in the answer (changing them builds nothing again).
  const { openapi: _build, exposure: _audit, ...config } = readSettings(strapi).config;
  const settings = JSON.stringify([
    config,
    localFactsKey(strapi),
    restPrefix(strapi),
    isGraphqlInstalled(strapi) && readGraphqlSettings(strapi),
    strapi.config.get('info.version', null),
  ]);
  return cachedAnswer(strapi, { build: generated.build, settings }, async () => {
    // The audit first: while it is being built the answer is 503, and the rest would be wasted.
    const exposure = await cachedExposureReport(strapi);
    const [examples, graphql] = await Promise.all([exampleRows(strapi), graphqlPart(strapi)]);
    const document = buildOpenApiDocument({
      generated: generated.value(),
      restPrefix: restPrefix(strapi),
      routes: exposure.report.routes,
      examples,
      graphql,
      appVersion: String(strapi.config.get('info.version', '0.0.0')),
    });
    return { body: Buffer.from(JSON.stringify(document)), validUntil: exposure.validUntil };
  });
}
