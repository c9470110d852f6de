import { isDatabaseUnavailable } from '../../../server/src/api/database-faults';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset socket', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['a PostgreSQL connection exception (class 08)', withCode('08006')],
    ['a lost MySQL connection', withCode('PROTOCOL_CONNECTION_LOST')],
    [
      'the knex pool timing out',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
    ['pg dropping the socket', new Error('Connection terminated unexpectedly')],
    ['a refused connection as the cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['one of an AggregateError', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('says yes to %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a syntax error', withCode('42601', 'syntax error at or near "selec"')],
    ['a missing column', withCode('SQLITE_ERROR', 'no such column: t0.kind')],
    ['a unique violation', withCode('23505')],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('says no to %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
