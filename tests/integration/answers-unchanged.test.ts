import type { AddressInfo } from 'node:net';
import { bootFacts } from '../helpers/answers/boot-facts';
import { collectAnswers } from '../helpers/answers/collect';
import {
  ANSWERS_DIR,
  firstDifference,
  fixtureNames,
  readableLines,
  readFixture,
  renderAnswer,
  writeFixtures,
} from '../helpers/answers/fixtures';
import { maskAnswer } from '../helpers/answers/mask';
import { ANSWER_REQUESTS } from '../helpers/answers/requests';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * Behaviour stays (issue 31): every endpoint answers byte for byte what it answered when the
 * answers were recorded (`tests/fixtures/answers/`, recorded at commit 8af1aa8, before the
 * floor's redesign). The playground boots as every integration suite boots it, seeded as
 * `npm run demo` seeds it; each request of `ANSWER_REQUESTS` is sent in order and its status,
 * headers and body compared as text, after masking only what a boot generates (`maskAnswer`:
 * timestamps, documentIds, upload hash suffixes, UUIDs, the port, the key, the Node version).
 *
 * Rows are listed by database id, never by documentId, and the seed creates its documents one
 * after another, so row order is the same on every boot and no answer is re-sorted.
 *
 * SQLite only: on PostgreSQL and MariaDB the platform answer names another database client and
 * rows the database returns in its own order may differ, so the suite skips there. It skips too
 * in the compatibility suite (`PLAYGROUND_DIR`, scripts/compat.sh): another Strapi version serves
 * other admin routes and names itself in the platform answer.
 *
 * Re-record (only when a change of answer is intended, and say so in the commit):
 * `npm run build && RECORD_ANSWERS=1 npx jest --runInBand tests/integration/answers-unchanged.test.ts`.
 */
const client = process.env.DATABASE_CLIENT ?? 'sqlite';
const recording = process.env.RECORD_ANSWERS === '1';
/** Slack around the test's own interval within which a date-time counts as generated, ms. */
const TIME_SLACK_MS = 60 * 60 * 1000;

/**
 * The variables the playground and the plugin read that change an answer (playground/config,
 * playground/src, server/src/settings.ts), unset for this boot whatever the shell or an earlier
 * suite left: the answers are those of the playground as `npm run demo` configures it, without
 * the demo website's URL patterns and moves (ROUTE_DISCOVERY_CONFIG, PLAYGROUND_DEMO_MOVES).
 */
const ANSWER_SHAPING_ENV: Record<string, undefined> = Object.fromEntries(
  [
    'API_REST_PREFIX',
    'API_PRIVATE_ATTRIBUTES',
    'DISCOVERY_API_KEY_NEXT',
    'DISCOVERY_ENABLE_PRODUCTION_REPORTS',
    'DISCOVERY_PLATFORM_DEPENDENCY_FILE',
    'PLAYGROUND_BREAK_GRAPHQL',
    'PLAYGROUND_BREAK_ROUTE',
    'PLAYGROUND_DEMO_MOVES',
    'PLAYGROUND_GRAPHQL_CONFIG',
    'PLAYGROUND_MCP_ENABLED',
    'PLAYGROUND_MEDIA_ORIGIN',
    'PLAYGROUND_OPENAPI_ADMIN',
    'PLAYGROUND_OPENAPI_CONTENT_API',
    'PLAYGROUND_OUTSIDE_ORIGIN',
    'PLAYGROUND_SEED',
    'PLAYGROUND_WITH_WEBTOOLS',
    'PLAYGROUND_WITHOUT_GRAPHQL',
    'ROUTE_DISCOVERY_CONFIG',
  ].map((name) => [name, undefined]),
);

const describeOnSqlite = client === 'sqlite' && !process.env.PLAYGROUND_DIR ? describe : describe.skip;

describeOnSqlite('every endpoint answers as recorded before the redesign (SQLite)', () => {
  let playground: Playground;
  const answers = new Map<string, string>();

  beforeAll(async () => {
    const from = Date.now() - TIME_SLACK_MS;
    playground = await startPlayground({ env: ANSWER_SHAPING_ENV });
    const raw = await collectAnswers(ANSWER_REQUESTS, {
      baseUrl: playground.baseUrl,
      apiKey: playground.apiKey,
      adminToken: await playground.adminToken(),
    });
    const facts = await bootFacts(playground.strapi, {
      apiKey: playground.apiKey,
      port: (playground.strapi.server.httpServer.address() as AddressInfo).port,
      timeWindow: { from, to: Date.now() + TIME_SLACK_MS },
    });
    for (const answer of raw) answers.set(answer.request.name, maskAnswer(renderAnswer(answer), facts));
    if (recording) writeFixtures(answers);
  });

  afterAll(async () => {
    await playground?.stop();
  });

  it('has one recorded answer per request and none other', () => {
    expect(fixtureNames().sort()).toEqual(ANSWER_REQUESTS.map((request) => request.name).sort());
  });

  it.each(ANSWER_REQUESTS.map((request) => [request.name]))('%s answers as recorded', (name) => {
    const expected = readFixture(name);
    if (expected === null) throw new Error(`no recorded answer ${name}.txt in ${ANSWERS_DIR}`);
    const actual = answers.get(name) ?? '';
    const difference = firstDifference(actual, expected);
    // A line diff of the answer cut at JSON member boundaries, then the exact comparison.
    expect(readableLines(actual)).toEqual(readableLines(expected));
    expect(difference).toBeNull();
  });
});
