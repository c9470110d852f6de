import { markdownCell } from '@route-discovery/check-engine';
import type { PlatformResponse } from './types';

const cell = (value: unknown) => markdownCell(String(value ?? ''));

/** Renders the platform report as GitHub-flavoured Markdown (runtime, source, warnings, dependency table). */
export function platformToMarkdown(response: PlatformResponse): string {
  const { runtime, dependencies, warnings } = response.platform;
  const lines = ['## Runtime', '', '| key | value |', '|---|---|'];
  for (const [key, value] of Object.entries(runtime)) lines.push(`| ${cell(key)} | ${cell(value)} |`);
  lines.push('', '## Dependencies', '');
  lines.push(
    `Source: ${dependencies.source.path ? `\`${cell(dependencies.source.path)}\`` : 'none'} (${dependencies.source.format ?? 'not configured'})`,
    '',
  );
  if (warnings.length) {
    lines.push('Warnings:', '', ...warnings.map((warning) => `- ${cell(warning)}`), '');
  }
  lines.push('| name | declared | installed | satisfies | kind | group |', '|---|---|---|---|---|---|');
  for (const entry of dependencies.packages) {
    const satisfies =
      entry.satisfies === undefined || entry.satisfies === null ? '' : entry.satisfies ? 'yes' : 'no';
    lines.push(
      `| ${cell(entry.name)} | ${cell(entry.specifier)} | ${cell(entry.installed_version || '—')} | ${satisfies} | ${cell(entry.source_kind)} | ${cell(entry.source_name ?? '')} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
