import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { baseMetadata } from '../api/envelope';
import { sendError } from '../api/error-body';
import { startedStream, urlEnvelopeText } from '../api/stream-envelope';
import { isGraphqlInstalled } from '../graphql/schema-source';
import { readGraphqlSettings } from '../graphql/settings';
import type { ApiRequestState } from '../middlewares/api-access';
import { getService } from '../services/get-service';

/** The 404 message of `v1/graphql` in an app without the GraphQL plugin. */
export const GRAPHQL_NOT_INSTALLED =
  'The GraphQL plugin (@strapi/plugin-graphql) is not installed or not enabled in this app';

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
      const text = urlEnvelopeText(
        getService(strapi, 'graphql').operationBatches(),
        null,
        baseMetadata(version, lifecycle),
        'operations',
        { graphql_endpoint: settings.endpoint, depth_limit: settings.depthLimit },
      );
      const stream = await startedStream(text);
      ctx.type = 'application/json';
      ctx.body = stream;
    },
  };
}
