import type { Core } from '@strapi/strapi';
import { patternPlaceholders } from '../discovery/site-url';

/**
 * What is wrong with the configured `urlPatterns`, checked against the running app's content
 * types once they are loaded (docs/configuration.md): a UID that names no content type, a
 * placeholder that names no attribute of the type (nor `documentId`/`locale`), and a placeholder
 * naming a private or password attribute, whose value must never reach a public URL. A relation,
 * component, media or dynamic-zone placeholder is accepted: it gives that type `site_url: ""`.
 * @returns one `urlPatterns["uid"]: ...` line per problem, empty when all patterns are usable
 */
export function urlPatternIssues(strapi: Core.Strapi, patterns: Record<string, string>): string[] {
  const issues: string[] = [];
  const known = strapi.contentTypes as unknown as Record<string, unknown>;
  for (const [uid, pattern] of Object.entries(patterns)) {
    const key = `urlPatterns["${uid}"]`;
    if (!Object.hasOwn(known, uid)) {
      issues.push(`${key}: ${uid} is not a content type of this app`);
      continue;
    }
    for (const { name, use } of patternPlaceholders(strapi, uid, pattern)) {
      if (use === 'unknown') {
        issues.push(
          `${key}: [${name}] is not an attribute of ${uid} (placeholders name an attribute, [documentId] or [locale])`,
        );
      }
      if (use === 'hidden') {
        issues.push(
          `${key}: [${name}] is a private or password attribute of ${uid}; its value never leaves the server`,
        );
      }
    }
  }
  return issues;
}

/**
 * Stops the boot when `urlPatterns` names what no row could ever fill (`urlPatternIssues`).
 * Called from the plugin's bootstrap: the config validator runs before content types are loaded.
 * @throws Error `Invalid route-discovery plugin config: ...` naming each type and placeholder
 */
export function assertUrlPatterns(strapi: Core.Strapi, patterns: Record<string, string>): void {
  const issues = urlPatternIssues(strapi, patterns);
  if (issues.length) throw new Error(`Invalid route-discovery plugin config: ${issues.join('; ')}`);
}
