import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { dropTestDatabase } from './database';
import { templateFolder } from './schema-template';

/**
 * Jest's globalTeardown: drops the schema templates this run made (`schema-template.ts` records
 * each one's env in its folder, `database.json`), on whichever client made them, and removes the
 * folders. A template that cannot be dropped is reported, not fatal: the tests have their answer.
 */
export default async function dropSchemaTemplates(): Promise<void> {
  const runId = process.env.ROUTE_DISCOVERY_TEST_RUN_ID;
  if (!runId) return;
  for (const client of ['sqlite', 'postgres', 'mysql']) {
    const folder = templateFolder(runId, client);
    const record = join(folder, 'database.json');
    try {
      if (existsSync(record)) {
        await dropTestDatabase(JSON.parse(readFileSync(record, 'utf8')) as Record<string, string>);
      }
    } catch (error) {
      console.warn(`[tests] could not drop the ${client} schema template: ${(error as Error).message}`);
    }
    rmSync(folder, { recursive: true, force: true });
  }
}
