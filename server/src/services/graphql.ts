import type { Core } from '@strapi/strapi';
import type { GraphqlOperationRow } from '@route-discovery/contract';
import { graphqlOperationRows } from '../graphql/operations';
import { graphqlSchemaSource } from '../graphql/schema-source';
import { readGraphqlSettings } from '../graphql/settings';
import { encodeBatches, type EncodedBatch } from '../streaming/encoded-batches';
import { SingleFlight } from '../streaming/shared-batches';

async function* operationBatches(strapi: Core.Strapi) {
  const source = graphqlSchemaSource(strapi);
  if (!source) return;
  yield await graphqlOperationRows(strapi, source, readGraphqlSettings(strapi).depthLimit);
}

/**
 * GraphQL service: the operation rows of `v1/graphql`, encoded as they are built and shared by
 * identical concurrent requests (`SingleFlight`), as the URL endpoints do. Call only when the
 * GraphQL plugin is installed.
 */
export default function createGraphqlService({ strapi }: { strapi: Core.Strapi }) {
  const flights = new SingleFlight<EncodedBatch>();
  return {
    /** The rows in encoded batches (one batch: a schema has hundreds of root fields, not millions). */
    operationBatches(): AsyncIterableIterator<EncodedBatch> {
      return flights.read('graphql', () => encodeBatches(operationBatches(strapi)));
    },

    /** The rows as objects, for a keyset page, count or export (`paging/`): not shared, not encoded. */
    operationRowBatches(): AsyncIterable<GraphqlOperationRow[]> {
      return operationBatches(strapi);
    },
  };
}
