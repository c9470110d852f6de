import type { DependencyEntry, ManifestFormat } from '@route-discovery/contract';

export type { DependencyEntry, ManifestFormat, SourceKind } from '@route-discovery/contract';

/** A dependency as declared, before installed versions are looked up. */
export type DeclaredDependency = Pick<DependencyEntry, 'name' | 'specifier' | 'source_kind' | 'source_name'>;

/** The inventory of `platform.dependencies` plus the warnings of `platform.warnings`. */
export interface DependencyInventory {
  source: { path: string; format: ManifestFormat | null };
  packages: DependencyEntry[];
  warnings: string[];
}

/** What a manifest parser returns: declarations and human-readable warnings (no paths, no raw errors). */
export interface ParsedManifest {
  declared: DeclaredDependency[];
  warnings: string[];
}
