/** Manifest formats of the platform inventory (spec 2.4 plus `package.json`, design section 7). */
export type ManifestFormat =
  | 'package.json'
  | 'pyproject.toml'
  | 'poetry-pyproject'
  | 'requirements.txt'
  | 'unknown';

/** Where a dependency is declared: runtime, an optional extra, or a group (spec 2.4). */
export type SourceKind = 'runtime' | 'optional' | 'group';

/** One declared dependency (spec 2.4 plus the additive `satisfies`). */
export interface DependencyEntry {
  name: string;
  /** Declared version specifier or source detail, markers kept; '' when none. */
  specifier: string;
  /** '' when not installed. */
  installed_version: string;
  is_installed: boolean;
  source_kind: SourceKind;
  /** Extra, group or package.json field for optional and group entries, else null. */
  source_name: string | null;
  /** Installed version within the declared range; null when unknown. */
  satisfies: boolean | null;
}

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
