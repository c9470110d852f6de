import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { redactUrlCredentials } from './redact';

/**
 * Writes `content` to `file` (UTF-8), creating its folder, with URL credentials redacted: the one
 * place the CLI writes files (reports and the baseline).
 * @throws the file system's error when the file cannot be written
 */
export function writeTextFile(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, redactUrlCredentials(content));
}
