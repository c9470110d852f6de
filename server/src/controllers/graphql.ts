import type { Core } from '@strapi/strapi';
import { routeAccessSchema, type GraphqlOperationRow } from '@route-discovery/contract';
import type { Context } from 'koa';
import { baseMetadata, sendError, startedStream, urlEnvelopeText } from '../api';
import { isGraphqlInstalled, readGraphqlSettings } from '../graphql';
import type { ApiRequestState } from '../middlewares/api-access';
import { getService } from '../services/get-service';
import { answerPagedRequest, firstQueryValue, GRAPHQL_LIST, oneOf } from '../paging';

/** The `kind` values of `v1/graphql`'s filter. */
const GRAPHQL_KINDS = ['query', 'mutation'] as const;

/** The 404 message of `v1/graphql` in an app without the GraphQL plugin. */
export const GRAPHQL_NOT_INSTALLED =
  'The GraphQL plugin (@strapi/plugin-graphql) is not installed or not enabled in this app';

/** The operations of `kind` and `access` (null: any), as they are read. */
async function* filteredRows(
  batches: AsyncIterable<GraphqlOperationRow[]>,
  kind: string | null,
  access: string | null,
): AsyncGenerator<GraphqlOperationRow[]> {
  for await (const batch of batches) {
    yield batch.filter((row) => (!kind || row.kind === kind) && (!access || row.access === access));
  }
}

/** Controller of `v1/graphql`; access is decided by the `api-access` middleware. */
export default function createGraphqlController({ strapi }: { strapi: Core.Strapi }) {
  return {
    async operations(ctx: Context) {
      if (!isGraphqlInstalled(strapi)) {
        sendError(ctx, 404, 'NotFoundError', GRAPHQL_NOT_INSTALLED);
        return;
      }
      const { version, lifecycle } = ctx.state.routeDiscovery as ApiRequestState;
      const settings = readGraphqlSettings(strapi);
      const base = baseMetadata(version, lifecycle);
      const kind = oneOf(firstQueryValue(ctx.query.kind), GRAPHQL_KINDS);
      const access = oneOf(firstQueryValue(ctx.query.access), routeAccessSchema.options);
      const graphql = getService(strapi, 'graphql');
      const paged = await answerPagedRequest(
        ctx,
        GRAPHQL_LIST,
        { kind, access },
        () => () => filteredRows(graphql.operationRowBatches(), kind, access),
        (rows) => {
          const testable = rows.filter((row) => row.is_testable).length;
          return {
            ...base,
            applied_filter: null,
            total_count: rows.length,
            testable_count: testable,
            untestable_count: rows.length - testable,
            graphql_endpoint: settings.endpoint,
            depth_limit: settings.depthLimit,
          };
        },
        'graphql-operations',
      );
      if (paged) return;
      const text = urlEnvelopeText(
        getService(strapi, 'graphql').operationBatches(),
        null,
        base,
        'operations',
        { graphql_endpoint: settings.endpoint, depth_limit: settings.depthLimit },
      );
      const stream = await startedStream(text);
      ctx.type = 'application/json';
      ctx.body = stream;
    },
  };
}
