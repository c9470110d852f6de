import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The version in this package's package.json (next to `dist/`). */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string })
    .version;
}
