import type { Core } from '@strapi/strapi';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import {
  cachedOperationBatch,
  graphqlOperationRows,
  graphqlSchemaSource,
  readGraphqlSettings,
} from '../graphql';
import type { EncodedBatch } from '../streaming/encoded-batches';
import { SingleFlight } from '../streaming/shared-batches';

/** The rows as objects, from fresh reads. */
async function* operationRows(strapi: Core.Strapi) {
  const source = graphqlSchemaSource(strapi);
  if (!source) return;
  yield (await graphqlOperationRows(strapi, source, readGraphqlSettings(strapi).depthLimit)).rows;
}

/** The rows encoded, from the cache while their inputs are unchanged (`cachedOperationBatch`). */
async function* encodedRows(strapi: Core.Strapi): AsyncGenerator<EncodedBatch> {
  const source = graphqlSchemaSource(strapi);
  if (!source) return;
  const { depthLimit } = readGraphqlSettings(strapi);
  yield await cachedOperationBatch(strapi, source, depthLimit, () =>
    graphqlOperationRows(strapi, source, depthLimit),
  );
}

/**
 * GraphQL service: the operation rows of `v1/graphql`, encoded once per change of what they
 * depend on (`cachedOperationBatch`) and shared by identical concurrent requests (`SingleFlight`),
 * as the URL endpoints do. Call only when the GraphQL plugin is installed.
 */
export default function createGraphqlService({ strapi }: { strapi: Core.Strapi }) {
  const flights = new SingleFlight<EncodedBatch>();
  return {
    /** The rows in encoded batches (one batch: a schema has hundreds of root fields, not millions). */
    operationBatches(): AsyncIterableIterator<EncodedBatch> {
      return flights.read('graphql', () => encodedRows(strapi));
    },

    /** The rows as objects, for a keyset page, count or export (`paging/`): not shared, not encoded. */
    operationRowBatches(): AsyncIterable<GraphqlOperationRow[]> {
      return operationRows(strapi);
    },
  };
}
