import type { Core } from '@strapi/strapi';
import {
  isConnectionFailure,
  isQueryRejection,
  watchConnectionAcquisition,
} from '../../../server/src/database/connection-failures';
import { isDatabaseUnavailable } from '../../../server/src/database/database-unavailable';

/** A Node SystemError as `net` raises it (Node docs, "Class: SystemError"). */
const systemError = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code} 127.0.0.1:5432`), { code, syscall, errno: -111 });
/** A node-postgres DatabaseError: the server's ErrorResponse fields (`pg-protocol`). */
const pgError = (code: string, severity: string, message = 'x') =>
  Object.assign(new Error(message), { code, severity });
/** A mysql2 server error. */
const mysqlError = (code: string, sqlState: string, fatal?: boolean) =>
  Object.assign(new Error(code), { code, sqlState, errno: 1045, ...(fatal ? { fatal } : {}) });

/** A Strapi whose knex connection answers `SELECT 1` as `probe` says, counting the probes. */
function strapiWithProbe(probe: () => Promise<unknown>) {
  const calls = { probes: 0 };
  const connection = {
    raw: () => {
      calls.probes += 1;
      return probe();
    },
  };
  return { strapi: { db: { connection } } as unknown as Core.Strapi, calls };
}

describe('isConnectionFailure: what failed, not which code', () => {
  it.each([
    ['a refused socket', systemError('ECONNREFUSED', 'connect')],
    ['a reset socket', systemError('ECONNRESET', 'read')],
    ['PostgreSQL ending the session (57P01, FATAL)', pgError('57P01', 'FATAL')],
    ['PostgreSQL in maintenance on connect (55000, FATAL)', pgError('55000', 'FATAL')],
    ['PostgreSQL throttling (53300, FATAL)', pgError('53300', 'FATAL')],
    ['PostgreSQL refusing a password (28P01, FATAL)', pgError('28P01', 'FATAL')],
    ['a connection mysql2 marked unusable', mysqlError('PROTOCOL_CONNECTION_LOST', 'HY000', true)],
    [
      'the knex pool timing out',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
    ['pg dropping the socket', new Error('Connection terminated unexpectedly')],
    ['pg dropping the socket, as knex words it', new Error('select 1 - Connection terminated unexpectedly')],
    [
      'a connection failure as the cause',
      new Error('query failed', { cause: systemError('EPIPE', 'write') }),
    ],
    ['one of an AggregateError', new AggregateError([systemError('ECONNREFUSED', 'connect')], 'x')],
  ])('says yes to %s', (_label, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a syntax error', pgError('42601', 'ERROR', 'syntax error at or near "selec"')],
    ['55000 on a query (object not in prerequisite state)', pgError('55000', 'ERROR')],
    ['a unique violation', mysqlError('ER_DUP_ENTRY', '23000')],
    [
      'a missing SQLite column',
      Object.assign(new Error('no such column: t0.kind'), { code: 'SQLITE_ERROR' }),
    ],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no to %s', (_label, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('counts any error rejected by knex connection acquisition, whatever its code', async () => {
    // MariaDB's refusal of a locked account on connect carries a code no list would hold.
    const refused = mysqlError('ER_ACCOUNT_HAS_BEEN_LOCKED', 'HY000');
    expect(isConnectionFailure(refused)).toBe(false);
    const client = { acquireConnection: () => Promise.reject(refused) };
    const strapi = { db: { connection: { client } } } as unknown as Core.Strapi;
    watchConnectionAcquisition(strapi);
    watchConnectionAcquisition(strapi);

    await expect(client.acquireConnection()).rejects.toBe(refused);
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(mysqlError('ER_ACCOUNT_HAS_BEEN_LOCKED', 'HY000'))).toBe(false);
  });

  it('tells a query the server rejected from a failure of unknown origin', () => {
    expect(isQueryRejection(pgError('42P01', 'ERROR'))).toBe(true);
    expect(isQueryRejection(mysqlError('ER_NO_SUCH_TABLE', '42S02'))).toBe(true);
    expect(isQueryRejection(pgError('57P01', 'FATAL'))).toBe(false);
    expect(isQueryRejection(new Error('boom'))).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('answers from the error alone when it says what failed', async () => {
    const { strapi, calls } = strapiWithProbe(() => Promise.resolve());
    await expect(isDatabaseUnavailable(strapi, pgError('53300', 'FATAL'))).resolves.toBe(true);
    await expect(isDatabaseUnavailable(strapi, pgError('42601', 'ERROR'))).resolves.toBe(false);
    const badRequest = Object.assign(new Error('bad'), { status: 400, expose: true });
    await expect(isDatabaseUnavailable(strapi, badRequest)).resolves.toBe(false);
    expect(calls.probes).toBe(0);
  });

  it('probes the database for an error of unknown origin: unavailable when the probe fails', async () => {
    const down = strapiWithProbe(() => Promise.reject(new Error('no connection')));
    await expect(isDatabaseUnavailable(down.strapi, new Error('resolver gave up'))).resolves.toBe(true);
    const up = strapiWithProbe(() => Promise.resolve());
    await expect(isDatabaseUnavailable(up.strapi, new Error('resolver bug'))).resolves.toBe(false);
  });

  it('shares one probe between concurrent failures', async () => {
    const { strapi, calls } = strapiWithProbe(() => Promise.resolve());
    const answers = await Promise.all([1, 2, 3].map(() => isDatabaseUnavailable(strapi, new Error('x'))));
    expect(answers).toEqual([false, false, false]);
    expect(calls.probes).toBe(1);
  });
});
