import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const BENCHMARKS = join(ROOT, 'docs', 'benchmarks.md');

/** The longest docs/benchmarks.md may grow (issue 47, item 5; decision 0208). */
const BENCHMARKS_MAX_LINES = 400;

/** The lines every benchmark section of docs/benchmarks.md holds, in this order. */
const SECTION_LINES = ['**Command**', '**Measures**', '**Target**', '**Newest**'];

/**
 * The benchmark scripts a user runs: every file of scripts/bench that starts with a `#!` line
 * (the others are modules those scripts load), and the two benchmarks outside that folder.
 * Paths relative to the repository root.
 */
function benchmarkScripts(): string[] {
  const benchDir = join(ROOT, 'scripts', 'bench');
  const runnable = readdirSync(benchDir)
    .filter((name) => name.endsWith('.js'))
    .filter((name) => readFileSync(join(benchDir, name), 'utf8').startsWith('#!'))
    .map((name) => `scripts/bench/${name}`);
  return [...runnable, 'scripts/benchmark-smoke.js', 'scripts/admin-bundle-size.js'];
}

/** The `## ` sections of a Markdown text: heading and body lines. */
function sections(markdown: string): { heading: string; body: string[] }[] {
  const found: { heading: string; body: string[] }[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) found.push({ heading: line.slice(3), body: [] });
    else found.at(-1)?.body.push(line);
  }
  return found;
}

describe('docs/benchmarks.md', () => {
  const text = readFileSync(BENCHMARKS, 'utf8');

  it(`stays under ${BENCHMARKS_MAX_LINES} lines: each benchmark's command, target and newest figure`, () => {
    expect(text.split('\n').length).toBeLessThanOrEqual(BENCHMARKS_MAX_LINES);
  });

  it('lists every benchmark script in a Command line', () => {
    const commands = text.split('\n').filter((line) => line.startsWith('- **Command**'));
    const scripts = benchmarkScripts();
    expect(scripts.length).toBeGreaterThan(10);
    const missing = scripts.filter((script) => !commands.some((line) => line.includes(script)));
    expect(missing).toEqual([]);
  });

  it('gives each benchmark section its command, what it measures, its target and its newest figure', () => {
    const benchmarkSections = sections(text);
    expect(benchmarkSections.length).toBeGreaterThan(10);
    const incomplete = benchmarkSections
      .map(({ heading, body }) => {
        const starts = body
          .filter((line) => line.startsWith('- **'))
          .map((line) => line.split(':')[0].slice(2));
        return { heading, starts };
      })
      .filter(({ starts }) => JSON.stringify(starts) !== JSON.stringify(SECTION_LINES))
      .map(({ heading, starts }) => `${heading}: ${starts.join(', ')}`);
    expect(incomplete).toEqual([]);
  });
});
