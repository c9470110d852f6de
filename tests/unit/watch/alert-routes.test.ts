import type { MonitorAlert } from '@route-discovery/contract';
import {
  discordPayload,
  emailMessage,
  slackPayload,
  teamsPayload,
} from '../../../server/src/watch/alerts/formats';
import { alertPlainText } from '../../../server/src/watch/alerts/text';

/**
 * A `content-api` or `admin` URL in an alert is named by its route in every channel's format
 * (docs/monitoring.md, "Alerts"): method, path as registered and handler; a link keeps its sources.
 */

const alert: MonitorAlert = {
  id: 'r1',
  kind: 'run',
  run_id: 'r1',
  at: '2026-01-01T00:00:00.000Z',
  since: null,
  broken: [
    {
      url: 'https://cms.example.com/api/articles',
      event: 'broken',
      at: '2026-01-01T00:00:00.000Z',
      status: 403,
      error: 'HTTP 403',
      sources: [],
      route: { method: 'GET', path: '/api/articles', handler: 'api::article.article.find' },
    },
  ],
  recovered: [
    {
      url: 'https://cms.example.com/admin/users',
      event: 'recovered',
      at: '2026-01-01T00:00:00.000Z',
      status: 401,
      error: '',
      sources: [],
      route: { method: 'GET', path: '/admin/users', handler: '' },
    },
  ],
  broken_total: 1,
  recovered_total: 1,
};

const FIND = 'route GET /api/articles → api::article.article.find';

it('the plain text (e-mail text part) names each route, and no route is "no longer in content"', () => {
  const text = alertPlainText(alert);
  expect(text).toContain(`- https://cms.example.com/api/articles (HTTP 403)\n  ${FIND}`);
  // A route without a handler: method and path only.
  expect(text.endsWith('\n  route GET /admin/users')).toBe(true);
  expect(text).not.toContain('no longer in content');
});

it('Slack, Teams, Discord and the e-mail HTML carry the route', () => {
  expect(JSON.stringify(slackPayload(alert))).toContain(`• ${FIND}`);
  // Markdown escapes its markup characters; the route's own are none here.
  expect(JSON.stringify(teamsPayload(alert))).toContain(`  - ${FIND}`);
  const discord = discordPayload(alert) as { embeds: Array<{ description: string }> };
  expect(discord.embeds[0].description).toContain(`  - ${FIND}`);
  expect(discord.embeds[1].description).toContain('  - route GET /admin/users');
  expect(emailMessage(alert).html).toContain(`<li>${FIND}</li>`);
});

it('escapes a route path for each markup (a path is text from the app, still data)', () => {
  const odd: MonitorAlert = {
    ...alert,
    broken: [{ ...alert.broken[0], route: { method: 'GET', path: '/api/<x>_(y)', handler: 'a&b' } }],
    recovered: [],
    recovered_total: 0,
  };
  expect(emailMessage(odd).html).toContain('<li>route GET /api/&lt;x&gt;_(y) → a&amp;b</li>');
  expect(JSON.stringify(slackPayload(odd))).toContain('route GET /api/&lt;x&gt;_(y) → a&amp;b');
  const discord = discordPayload(odd) as { embeds: Array<{ description: string }> };
  expect(discord.embeds[0].description).toContain('route GET /api/<x\\>\\_\\(y\\) → a&b');
});
