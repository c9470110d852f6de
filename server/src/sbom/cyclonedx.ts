import { randomUUID } from 'node:crypto';
import { Enums, Models, Serialize, Spec } from '@cyclonedx/cyclonedx-library';
import { PackageURL } from 'packageurl-js';
import type { DependencyEntry, ManifestFormat, PlatformReport } from '@route-discovery/contract';
import { normalizePythonName } from '../inventory';

/** Property name of one declaration of a component (a project namespace, as CycloneDX property names allow). */
export const DECLARATION_PROPERTY = 'route-discovery:declaration';

/** What the document says about who it describes and what made it. */
export interface SbomSubject {
  /** The Strapi application (`info.name`, `info.version` of Strapi's config). */
  application: { name: string; version: string };
  /** This plugin, named as the tool that made the document. */
  tool: { name: string; version: string };
  /** When the document was made (ISO 8601). */
  generatedAt: string;
}

/** purl type per manifest format (https://github.com/package-url/purl-spec, PURL-TYPES). */
function purlType(format: ManifestFormat | null): 'npm' | 'pypi' | null {
  if (format === 'package.json') return 'npm';
  if (format === 'pyproject.toml' || format === 'poetry-pyproject' || format === 'requirements.txt')
    return 'pypi';
  return null;
}

/** CycloneDX scope of a declaration: a group (dev, test, docs) is not reachable at run time, except npm peers. */
function scopeOf(entry: DependencyEntry): Enums.ComponentScope {
  if (entry.source_kind === 'runtime') return Enums.ComponentScope.Required;
  if (entry.source_kind === 'optional') return Enums.ComponentScope.Optional;
  return entry.source_name === 'peerDependencies'
    ? Enums.ComponentScope.Required
    : Enums.ComponentScope.Excluded;
}

const SCOPE_RANK = [
  Enums.ComponentScope.Excluded,
  Enums.ComponentScope.Optional,
  Enums.ComponentScope.Required,
];

/** `runtime: ^5.0.0`, `group (devDependencies): 29.7.0`: how and where a package is declared. */
function declaration(entry: DependencyEntry): string {
  const where = entry.source_name ? `${entry.source_kind} (${entry.source_name})` : entry.source_kind;
  return `${where}: ${entry.specifier || '*'}`;
}

/** Splits `@scope/name` into the CycloneDX group and name (as the CycloneDX npm tools do). */
function groupAndName(type: 'npm' | 'pypi', name: string): { group?: string; name: string } {
  const slash = name.indexOf('/');
  return type === 'npm' && name.startsWith('@') && slash > 0
    ? { group: name.slice(0, slash), name: name.slice(slash + 1) }
    : { name };
}

/** One component per package (its declarations merged): the installed version, a purl, the widest scope. */
function componentFor(type: 'npm' | 'pypi', entries: DependencyEntry[]): Models.Component {
  const [first] = entries;
  const version = first.installed_version || undefined;
  const { group, name } = groupAndName(type, first.name);
  const purl = new PackageURL(type, group, name, version, undefined, undefined).toString();
  const scope = entries.map(scopeOf).sort((a, b) => SCOPE_RANK.indexOf(b) - SCOPE_RANK.indexOf(a))[0];
  const properties = new Models.PropertyRepository(
    entries.map((entry) => new Models.Property(DECLARATION_PROPERTY, declaration(entry))),
  );
  return new Models.Component(Enums.ComponentType.Library, name, {
    bomRef: purl,
    group,
    version,
    purl,
    scope,
    properties,
  });
}

/**
 * Builds a CycloneDX 1.6 JSON document of the platform report's dependencies with the CycloneDX
 * project's library (`@cyclonedx/cyclonedx-library`): one `library` component per declared package
 * (declarations of the same name merged, each one kept as a `route-discovery:declaration` property),
 * its installed version and a purl (`pkg:npm/...` for package.json, `pkg:pypi/...` for Python
 * manifests), all direct dependencies of the application component. A manifest of unknown format
 * gives no components. Throws only on a bug (the library's own checks).
 * @returns the document as JSON text
 */
export function buildCycloneDx(report: PlatformReport, subject: SbomSubject): string {
  const bom = new Models.Bom();
  bom.version = 1;
  // A fresh RFC 4122 UUID URN per document, as the specification asks of `serialNumber`.
  bom.serialNumber = `urn:uuid:${randomUUID()}`;
  bom.metadata.timestamp = new Date(subject.generatedAt);
  bom.metadata.component = new Models.Component(Enums.ComponentType.Application, subject.application.name, {
    bomRef: 'application',
    version: subject.application.version || undefined,
  });
  bom.metadata.tools.components.add(
    new Models.Component(Enums.ComponentType.Application, subject.tool.name, {
      version: subject.tool.version,
    }),
  );
  const type = purlType(report.dependencies.source.format);
  const byName = new Map<string, DependencyEntry[]>();
  for (const entry of type ? report.dependencies.packages : []) {
    const key = type === 'pypi' ? normalizePythonName(entry.name) : entry.name;
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  for (const entries of byName.values()) {
    const component = componentFor(type as 'npm' | 'pypi', entries);
    bom.components.add(component);
    bom.metadata.component.dependencies.add(component.bomRef);
  }
  const serializer = new Serialize.JsonSerializer(new Serialize.JSON.Normalize.Factory(Spec.Spec1dot6));
  return serializer.serialize(bom, { sortLists: true, space: 2 });
}
