import type { ContentTypeExposure, CoreRoute, Finding } from '@route-discovery/contract';
import type { GraphqlFacts } from '../graphql-facts';
import type { PluginFacts } from '../plugin-facts';
import type { RegistrationFacts } from '../registration';
import type { AuditedRoute } from '../route-audit';

/** Everything the audit rules read, gathered once per request. */
export interface ExposureFacts {
  routes: AuditedRoute[];
  contentTypes: ContentTypeExposure[];
  registration: RegistrationFacts;
  /** Routes outside the content API's role check (`core-routes.ts`). */
  coreRoutes: CoreRoute[];
  /** The plugin's own settings and the app's environment (`plugin-facts.ts`). */
  plugin: PluginFacts;
  /** The GraphQL plugin's operations, settings and draft probes; absent or null without the plugin. */
  graphql?: GraphqlFacts | null;
}

/** An audit rule: a pure function of the facts. */
export type ExposureRule = (facts: ExposureFacts) => Finding[];
