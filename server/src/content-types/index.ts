import { MOVED_URL_CONTENT_TYPE_NAME, MOVED_URL_SCHEMA } from '../moved-urls';
import { RUN_CONTENT_TYPE_NAME } from '../runs';

/**
 * The plugin's content types. `run` stores published smoke runs in the app's database, so every
 * replica behind a load balancer lists the same runs (docs/decisions/0069-runs-storage.md). It is
 * hidden from the Content Manager and the Content-Type Builder: the plugin writes it, nobody edits it.
 * `moved-url` records website URLs that moved or went away, a content type so export, import and
 * transfer carry them (docs/decisions/0211-moved-urls-storage.md).
 */
export default {
  [RUN_CONTENT_TYPE_NAME]: {
    schema: {
      kind: 'collectionType',
      collectionName: 'route_discovery_runs',
      info: {
        singularName: RUN_CONTENT_TYPE_NAME,
        pluralName: 'runs',
        displayName: 'Route discovery smoke run',
        description: 'Summaries published by `route-discovery smoke --publish`',
      },
      options: { draftAndPublish: false },
      pluginOptions: {
        'content-manager': { visible: false },
        'content-type-builder': { visible: false },
      },
      attributes: {
        startedAt: { type: 'datetime', required: true },
        exitCode: { type: 'integer', required: true },
        verdict: { type: 'string', required: true },
        summary: { type: 'json', required: true },
      },
    },
  },
  [MOVED_URL_CONTENT_TYPE_NAME]: { schema: MOVED_URL_SCHEMA },
};
