import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitorAlert } from '@route-discovery/contract';
import { watchAlertsSchema } from '../../../server/src/config/alerts-schema';
import { describeConfigIssues, pluginConfigSchema } from '../../../server/src/config/schema';
import { channelSummary } from '../../../server/src/watch/alerts/channels';
import { postJson, retryDelay, signatureHeaders } from '../../../server/src/watch/alerts/deliver';
import { discordPayload, emailMessage, slackPayload } from '../../../server/src/watch/alerts/formats';
import { verifyAlertSignature } from '../../helpers/alert-signature';

const SECRET_URL = 'https://hooks.slack.com/services/T000/B000/sup3rs3cr3t';
const config = watchAlertsSchema.parse({ retryDelayMs: 0, timeoutMs: 2000 });

/** An alert whose content values hold markup and control characters (content is data). */
const alert: MonitorAlert = {
  id: 'r1',
  kind: 'run',
  run_id: 'r1',
  at: '2026-01-01T00:00:00.000Z',
  since: null,
  broken: [
    {
      url: 'https://example.com/a',
      event: 'broken',
      at: '2026-01-01T00:00:00.000Z',
      status: 404,
      error: 'HTTP 404',
      sources: [
        {
          content_type: 'api::article.article',
          document_id: 'd1',
          title: '<b>Title</b> @everyone',
          field: 'body',
          locale: 'en',
          link_text: 'click\u0007 [here](javascript:x) & <now>',
          edit_url: 'https://cms.example.com/admin/content-manager/collection-types/api::article.article/d1',
        },
      ],
      route: null,
    },
  ],
  recovered: [],
  broken_total: 3,
  recovered_total: 0,
};

describe('watch.alerts config', () => {
  it('names the key of a bad channel and never echoes its URL', () => {
    const result = pluginConfigSchema.safeParse({
      watch: { alerts: { channels: [{ type: 'slack', url: 'hooks.slack.com/services/sup3rs3cr3t' }] } },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const text = describeConfigIssues(result.error);
    expect(text).toContain('watch.alerts.channels.0.url');
    expect(text).not.toContain('sup3rs3cr3t');
  });

  it('refuses a short webhook secret, an unknown channel type and an unknown key', () => {
    for (const channels of [
      [{ type: 'webhook', url: 'https://example.com/hook', secret: 'short' }],
      [{ type: 'pager', url: 'https://example.com/hook' }],
      [{ type: 'discord', url: 'https://example.com/hook', token: 'x' }],
    ]) {
      expect(watchAlertsSchema.safeParse({ channels }).success).toBe(false);
    }
  });
});

describe('alert delivery', () => {
  it('signs `<timestamp>.<body>` so that the documented verification accepts it, and only it', () => {
    const body = JSON.stringify(alert);
    const raw = signatureHeaders('0123456789abcdef0123', body, Date.now());
    const headers = Object.fromEntries(
      Object.entries(raw).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(verifyAlertSignature(body, headers, '0123456789abcdef0123')).toBe(true);
    expect(verifyAlertSignature(`${body} `, headers, '0123456789abcdef0123')).toBe(false);
    const old = signatureHeaders('0123456789abcdef0123', body, Date.now() - 600_000);
    const oldHeaders = Object.fromEntries(
      Object.entries(old).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(verifyAlertSignature(body, oldHeaders, '0123456789abcdef0123')).toBe(false);
  });

  it('waits Retry-After (seconds or a date) up to the cap, else retryDelayMs', () => {
    const capped = { ...config, retryDelayMs: 1000, maxRetryDelayMs: 5000 };
    expect(retryDelay('2', capped)).toBe(2000);
    expect(retryDelay('600', capped)).toBe(5000);
    expect(retryDelay(new Date(10_000 + 3000).toUTCString(), capped, 10_000)).toBe(3000);
    expect(retryDelay(null, capped)).toBe(1000);
  });

  it('doubles retryDelayMs after each failed attempt, up to the cap', () => {
    const capped = { ...config, retryDelayMs: 1000, maxRetryDelayMs: 5000 };
    expect([1, 2, 3, 4].map((failed) => retryDelay(null, capped, 0, failed))).toEqual([
      1000, 2000, 4000, 5000,
    ]);
  });

  it('makes one attempt: a 2xx delivers, a 429 or 5xx may be retried, a 4xx not, and no failure names the URL', async () => {
    const answers = [204, 429, 503, 400];
    let hits = 0;
    const server = createServer((request, response) => {
      hits += 1;
      request.resume();
      const status = answers.shift() ?? 500;
      response.writeHead(status, status === 429 ? { 'Retry-After': '7' } : {}).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sup3rs3cr3t`;
    try {
      expect(await postJson(url, '{}', config)).toEqual({ ok: true });
      expect(await postJson(url, '{}', config)).toEqual({
        ok: false,
        reason: 'HTTP 429',
        retryable: true,
        retryAfter: '7',
      });
      expect(await postJson(url, '{}', config)).toMatchObject({
        ok: false,
        reason: 'HTTP 503',
        retryable: true,
      });
      expect(await postJson(url, '{}', config)).toMatchObject({
        ok: false,
        reason: 'HTTP 400',
        retryable: false,
      });
      expect(hits).toBe(4);
    } finally {
      server.close();
    }
    const refused = await postJson(url, '{}', config);
    expect(refused).toMatchObject({ ok: false, retryable: true });
    expect(JSON.stringify(refused)).not.toContain('sup3rs3cr3t');
  });

  it('shows a channel by kind and masked host only', () => {
    expect(channelSummary({ type: 'slack', url: SECRET_URL })).toEqual({
      kind: 'slack',
      host: '*.slack.com',
      recipients: null,
    });
    expect(channelSummary({ type: 'email', to: ['a@example.com', 'b@example.com'] })).toEqual({
      kind: 'email',
      host: null,
      recipients: 2,
    });
  });
});

describe('alert formats', () => {
  it('escapes content values in each markup and counts the links not listed', () => {
    const slack = JSON.stringify(slackPayload(alert));
    expect(slack).toContain('&lt;now&gt;');
    expect(slack).not.toContain('<now>');
    expect(slack).not.toContain('\\u0007');
    expect(slack).toContain('and 2 more');
    const discord = discordPayload(alert) as {
      embeds: Array<{ description: string }>;
      allowed_mentions: unknown;
    };
    expect(discord.embeds[0].description).toContain('\\[here\\]\\(javascript:x\\)');
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    const email = emailMessage(alert);
    expect(email.html).toContain('&lt;b&gt;Title&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Title');
    expect(email.text).toContain(alert.broken[0].sources[0].edit_url);
  });
});
