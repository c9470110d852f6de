import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RawAnswer } from './collect';

/** Where the recorded answers live: one `<request name>.txt` each. */
export const ANSWERS_DIR = resolve(__dirname, '..', '..', 'fixtures', 'answers');

/**
 * One answer as text: the request line, the status, the recorded headers, a blank line and the
 * body exactly as the server wrote it (no newline added after it).
 */
export function renderAnswer(answer: RawAnswer): string {
  const { request } = answer;
  const head = [
    `${request.method} ${request.path} (credential: ${request.credential})`,
    `status: ${answer.status}`,
    ...answer.headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${head.join('\n')}\n\n${answer.body}`;
}

const fixturePath = (name: string) => join(ANSWERS_DIR, `${name}.txt`);

/** The recorded answer of a request, or null when none is recorded. */
export function readFixture(name: string): string | null {
  const path = fixturePath(name);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** The names of the recorded answers (file names without `.txt`). */
export function fixtureNames(): string[] {
  if (!existsSync(ANSWERS_DIR)) return [];
  return readdirSync(ANSWERS_DIR)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -'.txt'.length));
}

/** Replaces the recorded answers by these (masked) texts, removing any other fixture. */
export function writeFixtures(texts: ReadonlyMap<string, string>): void {
  rmSync(ANSWERS_DIR, { recursive: true, force: true });
  mkdirSync(ANSWERS_DIR, { recursive: true });
  for (const [name, text] of texts) writeFileSync(fixturePath(name), text);
}

/**
 * The text cut into lines at JSON member and element boundaries (`,` before `"`, `{` or `[`), for
 * a line-by-line diff of one-line JSON bodies on failure; only for display, the comparison itself
 * is of the uncut text.
 */
export function readableLines(text: string): string {
  return text.replace(/,(?=["{[])/g, ',\n');
}

/** Where two texts first differ, with `context` characters of each around it; null when equal. */
export function firstDifference(actual: string, expected: string, context = 120): string | null {
  if (actual === expected) return null;
  let at = 0;
  while (at < actual.length && at < expected.length && actual[at] === expected[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - context), at + context));
  return `first difference at character ${at}:\n  expected ${around(expected)}\n  actual   ${around(actual)}`;
}
