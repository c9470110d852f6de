import { verifyAlertSignature } from '../helpers/alert-signature';
import { CHAT, oneMoreEach, SECRET, TOKEN, useAlertSuite } from '../helpers/monitor-alerts-suite';

/**
 * The monitor's alerts (docs/monitoring.md, "Alerts") on one database, with a fake clock: one
 * message per channel when a link breaks and when it recovers, a signed URL's signature masked in
 * each (decision 0157). The lease, digest and secrecy cases are in monitor-alerts-modes.test.ts;
 * the servers in tests/helpers/monitor-alerts-suite.ts.
 */

const suite = useAlertSuite();
const { statuses, logLines, tickAt, counts, last, lastAlert, emails, strapiEvents, waitFor } = suite;

describe('monitor alerts', () => {
  it('one message per channel at the run that finds a link broken, and at the one that finds it recovered; none otherwise', async () => {
    statuses.set('/x', 500);
    await tickAt(0);
    // Failing once is no news: nothing sent, nothing emitted, recorded as such.
    expect(counts()).toEqual({ webhook: 0, slack: 0, teams: 0, discord: 0, email: 0 });
    const first = (await suite.playground.strapi.db
      .connection('route_discovery_watch_runs')
      .first()) as Record<string, unknown>;
    expect(first.alerts_state).toBe('none');

    const broken = await tickAt(60);
    expect(
      await suite.playground.strapi.db.connection('route_discovery_watch_events').where({ event: 'broken' }),
    ).toHaveLength(1);
    expect(counts()).toEqual({ webhook: 1, slack: 1, teams: 1, discord: 1, email: 1 });

    const hook = last(CHAT.webhook);
    expect(verifyAlertSignature(hook.body, hook.headers, SECRET)).toBe(true);
    expect(verifyAlertSignature(hook.body, hook.headers, `${SECRET}-not`)).toBe(false);
    expect(verifyAlertSignature(hook.body.replace('"run"', '"digest"'), hook.headers, SECRET)).toBe(false);
    const alert = lastAlert();
    expect(alert).toMatchObject({ kind: 'run', run_id: broken.run?.id, broken_total: 1, recovered_total: 0 });
    expect(alert.broken[0]).toMatchObject({ url: `${suite.outside.origin}/x`, event: 'broken', status: 500 });
    expect(alert.broken[0].sources).toEqual([
      {
        content_type: 'api::article.article',
        document_id: suite.documentId,
        title: 'Monitored links',
        field: 'notes',
        locale: 'en',
        link_text: 'link /x',
        edit_url: expect.stringMatching(
          new RegExp(
            `/admin/content-manager/collection-types/api::article\\.article/${suite.documentId}\\?plugins\\[i18n\\]\\[locale\\]=en$`,
          ),
        ) as unknown as string,
      },
    ]);
    const editUrl = alert.broken[0].sources[0].edit_url;

    const slack = JSON.parse(last(CHAT.slack).body) as {
      text: string;
      blocks: Array<{ text?: { text: string } }>;
    };
    expect(slack.text).toMatch(/1 link\(s\) broken/);
    expect(slack.blocks.map((block) => block.text?.text ?? '').join('\n')).toContain(
      `<${editUrl.replace(/&/g, '&amp;')}|edit>`,
    );
    const teams = JSON.parse(last(CHAT.teams).body) as {
      type: string;
      attachments: Array<{ contentType: string; content: { type: string; body: Array<{ text: string }> } }>;
    };
    expect(teams.type).toBe('message');
    expect(teams.attachments[0]).toMatchObject({
      contentType: 'application/vnd.microsoft.card.adaptive',
      content: { type: 'AdaptiveCard' },
    });
    expect(teams.attachments[0].content.body.map((block) => block.text).join('\n')).toContain(
      `${suite.outside.origin}/x`,
    );
    const discord = JSON.parse(last(CHAT.discord).body) as {
      embeds: Array<{ title: string; description: string }>;
      allowed_mentions: unknown;
    };
    expect(discord.embeds.map((embed) => embed.title)).toEqual(['Broken']);
    expect(discord.embeds[0].description).toContain('link /x');
    expect(discord.allowed_mentions).toEqual({ parse: [] });
    expect(emails()[0]).toMatchObject({
      to: 'ops@example.com',
      subject: expect.stringMatching(/1 link\(s\) broken/),
    });
    expect(emails()[0].text).toContain(editUrl);

    // The failing channel was tried maxAttempts (3) times, counted, and logged without its URL.
    expect(suite.receivers.at(`/down/${TOKEN}`)).toHaveLength(3);
    const row = (await suite.playground.strapi.db
      .connection('route_discovery_watch_runs')
      .where({ id: broken.run?.id })
      .first()) as Record<string, unknown>;
    expect(row).toMatchObject({ state: 'done', alerts_state: 'sent' });
    expect([Number(row.alerts_delivered), Number(row.alerts_failed)]).toEqual([5, 1]);
    expect(
      logLines.some((line) =>
        /alert to the webhook channel \(6 of 6\) failed: HTTP 500 after 3 attempts/.test(line),
      ),
    ).toBe(true);

    await waitFor(() => strapiEvents().length === 1);
    expect(strapiEvents()[0]).toMatchObject({
      event: 'route-discovery.monitor.broken',
      run_id: broken.run?.id,
      total: 1,
    });

    // Still broken: no event, no message.
    await tickAt(120);
    expect(counts()).toEqual({ webhook: 1, slack: 1, teams: 1, discord: 1, email: 1 });

    statuses.set('/x', 200);
    const recovered = await tickAt(180);
    expect(counts()).toEqual({ webhook: 2, slack: 2, teams: 2, discord: 2, email: 2 });
    expect(lastAlert()).toMatchObject({ run_id: recovered.run?.id, broken_total: 0, recovered_total: 1 });
    expect(lastAlert().recovered[0]).toMatchObject({ url: `${suite.outside.origin}/x`, event: 'recovered' });
    await waitFor(() => strapiEvents().length === 2);
    expect(strapiEvents()[1]).toMatchObject({
      event: 'route-discovery.monitor.recovered',
      run_id: recovered.run?.id,
    });
  });

  it('a signed URL that breaks reaches every channel with its signature and session token masked', async () => {
    const signature = '5ec12e75160a7e0123456789abcdef00';
    const token = 'FwoGZXIvYXdzEJrS3ss10nT0k3n';
    // The secrets first: the index keeps a link text's start only, and this one repeats the URL.
    const signed =
      `${suite.outside.origin}/bucket/file.pdf?X-Amz-Signature=${signature}&X-Amz-Security-Token=${token}` +
      `&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20270101%2Fus-east-1%2Fs3%2Faws4_request` +
      `&X-Amz-Date=20270101T000000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host`;
    const masked = signed.replace(token, '****').replace(signature, '****');
    // The link text repeats the URL, as an autolink's does; the outside host answers 404.
    await suite.playground.strapi.documents('api::article.article').create({
      data: { title: 'Signed file', slug: 'signed-file', notes: `[${signed}](${signed})` },
    });
    const before = counts();
    await tickAt(240);
    expect(counts()).toEqual(before);
    const broken = await tickAt(300);
    expect(suite.outside.hits.filter((hit) => hit.path === '/bucket/file.pdf')).toHaveLength(2);
    expect(counts()).toEqual(oneMoreEach(before));
    await waitFor(() => strapiEvents().some((event) => event.run_id === broken.run?.id));

    // Every message holds neither secret: the channels', the failing one's, Strapi's webhook's.
    const bodies = [
      ...suite.receivers.requests.map((request) => request.body),
      ...emails().map((e) => e.text + e.html),
    ];
    for (const body of bodies) {
      expect(body).not.toContain(signature);
      expect(body).not.toContain(token);
    }
    const alert = lastAlert();
    expect(alert).toMatchObject({ run_id: broken.run?.id, broken_total: 1 });
    expect(alert.broken[0]).toMatchObject({ url: masked, status: 404 });
    expect(alert.broken[0].sources).toMatchObject([{ title: 'Signed file' }]);
    const linkText = alert.broken[0].sources[0].link_text;
    expect(linkText.startsWith(masked.slice(0, masked.indexOf('&X-Amz-Algorithm')))).toBe(true);
    const event = strapiEvents().find((one) => one.run_id === broken.run?.id) as {
      links: Array<{ url: string }>;
    };
    expect(event.links.map((link) => link.url)).toEqual([masked]);
    // Each channel links the masked URL in its own markup.
    const slack = JSON.parse(last(CHAT.slack).body) as { blocks: Array<{ text?: { text: string } }> };
    expect(slack.blocks.map((block) => block.text?.text ?? '').join('\n')).toContain(
      `<${masked.replace(/&/g, '&amp;')}|`,
    );
    const teams = JSON.parse(last(CHAT.teams).body) as {
      attachments: Array<{ content: { body: Array<{ text: string }> } }>;
    };
    expect(teams.attachments[0].content.body.map((block) => block.text).join('\n')).toContain(`](${masked})`);
    const discord = JSON.parse(last(CHAT.discord).body) as { embeds: Array<{ description: string }> };
    expect(discord.embeds[0].description).toContain(`](${masked})`);
    const email = emails()[emails().length - 1];
    expect(email.text).toContain(`- ${masked} (`);
    expect(email.html).toContain(`href="${masked.replace(/&/g, '&amp;')}"`);
  });
});
