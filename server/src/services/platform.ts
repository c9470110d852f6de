import type { Core } from '@strapi/strapi';
import type { PlatformReport } from '../api/contract';
import { readDependencyInventory } from '../inventory';
import { readRuntimeInfo } from '../runtime/runtime-info';
import { readSettings } from '../settings';

export type { PlatformReport };

/** Platform service: runtime versions plus the inventory of the configured manifest; never throws for manifest problems. */
export default function createPlatformService({ strapi }: { strapi: Core.Strapi }) {
  return {
    async report(): Promise<PlatformReport> {
      const settings = readSettings(strapi);
      const runtime = readRuntimeInfo(strapi);
      const inventory = await readDependencyInventory({
        appRoot: strapi.dirs.app.root,
        manifestPath: settings.platformDependencyFile.value,
        running: { strapi: runtime.cms_version, node: runtime.node_version },
      });
      return {
        runtime,
        dependencies: { source: inventory.source, packages: inventory.packages },
        warnings: inventory.warnings,
      };
    },
  };
}
