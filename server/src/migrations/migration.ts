import type { Core } from '@strapi/strapi';
import type { Knex } from './plugin-tables';

/** What a migration is given: the app, the locked connection, and the database family. */
export interface MigrationContext {
  strapi: Core.Strapi;
  /** The connection holding the migration lock (a knex transaction): use it for every statement. */
  db: Knex;
  /** `postgres`, `mysql` (MySQL and MariaDB) or `sqlite`, as Strapi's dialect names it. */
  client: string;
}

/**
 * One change of the plugin's own tables. Runs once per database, in list order, under the
 * migration lock, and is recorded in the same transaction where the database allows it.
 * `up` must detect the shape it finds and leave a table already in the wanted shape alone: a
 * version of the plugin before migrations created some tables without recording anything, and
 * MySQL/MariaDB commit DDL at once, so a migration stopped half way runs again from the start.
 */
export interface Migration {
  /** Stable id, `NNNN-name`; never renamed once released (it is the row in the migrations table). */
  id: string;
  up(context: MigrationContext): Promise<void>;
}
