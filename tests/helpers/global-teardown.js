'use strict';
/**
 * Jest's globalTeardown: drops the schema templates this run made (tests/helpers/schema-template.ts
 * records each in its folder, `database.json`), on whichever client made them, and removes the
 * folders. A template that cannot be dropped is reported, not fatal: the tests have their answer.
 */
const { existsSync, readFileSync, rmSync } = require('node:fs');
const { dirname } = require('node:path');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/** Drops one template database (its env as `createTestDatabase` made it). */
async function dropTemplate(env) {
  if (env.DATABASE_CLIENT === 'sqlite') {
    rmSync(dirname(env.DATABASE_FILENAME), { recursive: true, force: true });
  } else if (env.DATABASE_CLIENT === 'postgres') {
    const { Client } = require('pg');
    const client = new Client({
      host: env.DATABASE_HOST,
      port: Number(env.DATABASE_PORT),
      user: env.DATABASE_USERNAME,
      password: env.DATABASE_PASSWORD,
      database: 'postgres',
    });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${env.DATABASE_NAME} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  } else if (env.DATABASE_CLIENT === 'mysql') {
    const mysql = require('mysql2/promise');
    const connection = await mysql.createConnection({
      host: env.DATABASE_HOST,
      port: Number(env.DATABASE_PORT),
      user: env.DATABASE_USERNAME,
      password: env.DATABASE_PASSWORD,
    });
    try {
      await connection.query(`DROP DATABASE IF EXISTS ${env.DATABASE_NAME}`);
    } finally {
      await connection.end();
    }
  }
}

module.exports = async function dropSchemaTemplates() {
  const runId = process.env.ROUTE_DISCOVERY_TEST_RUN_ID;
  if (!runId) return;
  for (const client of ['sqlite', 'postgres', 'mysql']) {
    // The folder name is templateFolder's in tests/helpers/schema-template.ts.
    const folder = join(tmpdir(), `route-discovery-schema-${runId}-${client}`);
    const record = join(folder, 'database.json');
    try {
      if (existsSync(record)) await dropTemplate(JSON.parse(readFileSync(record, 'utf8')));
    } catch (error) {
      console.warn(`[tests] could not drop the ${client} schema template: ${error.message}`);
    }
    rmSync(folder, { recursive: true, force: true });
  }
};
