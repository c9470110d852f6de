import type { Core } from '@strapi/strapi';
import type { PlatformReport } from '@route-discovery/contract';
import { PACKAGE_VERSION } from '../api';
import { PACKAGE_NAME } from '../identity';
import { readDependencyInventory } from '../inventory';
import { readRuntimeInfo } from '../runtime';
import { loadCycloneDx } from '../sbom';
import { readSettings } from '../settings';

export type { PlatformReport };

/** Platform service: runtime versions plus the inventory of the configured manifest; never throws for manifest problems. */
export default function createPlatformService({ strapi }: { strapi: Core.Strapi }) {
  const service = {
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

    /**
     * The report's dependencies as a CycloneDX JSON document (docs/api.md, "CycloneDX SBOM"): the
     * application is the one Strapi's `info` config names (the app's package.json).
     * @param generatedAt ISO 8601 timestamp of the document
     */
    async cycloneDx(generatedAt: string): Promise<string> {
      const report = await service.report();
      const { buildCycloneDx } = await loadCycloneDx();
      return buildCycloneDx(report, {
        application: {
          name: String(strapi.config.get('info.name', '') || 'strapi-application'),
          version: String(strapi.config.get('info.version', '') ?? ''),
        },
        tool: { name: PACKAGE_NAME, version: PACKAGE_VERSION },
        generatedAt,
      });
    },
  };
  return service;
}
