import type { Core } from '@strapi/strapi';
import { readDependencyInventory, type DependencyInventory } from '../inventory';
import { readRuntimeInfo, type RuntimeInfo } from '../runtime/runtime-info';
import { readSettings } from '../settings';

/** `platform` of the platform response (spec 2.4, design section 7). */
export interface PlatformReport {
  runtime: RuntimeInfo;
  dependencies: { source: DependencyInventory['source']; packages: DependencyInventory['packages'] };
  warnings: string[];
}

/** Platform service: runtime versions plus the inventory of the configured manifest; never throws for manifest problems. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async report(): Promise<PlatformReport> {
    const settings = readSettings(strapi);
    const inventory = await readDependencyInventory({
      appRoot: strapi.dirs.app.root,
      manifestPath: settings.platformDependencyFile.value,
    });
    return {
      runtime: readRuntimeInfo(strapi),
      dependencies: { source: inventory.source, packages: inventory.packages },
      warnings: inventory.warnings,
    };
  },
});
