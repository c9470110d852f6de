import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MonitorTargetRow } from '@route-discovery/contract';
import { openApiErrors, testWatcher } from '../helpers/monitor';
import { startOutsideHost, type OutsideHost } from '../helpers/outside-host';
import { startPlayground, type Playground } from '../helpers/playground';

/**
 * The monitor's `media` and `internal` targets (docs/monitoring.md, "Targets"; decision 0241):
 * the upload files content uses, by their absolute URL (a provider's as stored, the local
 * provider's `/uploads/` path on this app's address), and the links to this site or CMS (absolute
 * ones as written, a site-relative one on `siteUrl`), each checked, broken after `brokenAfter`
 * failing runs and recovered. A fake clock; the hosts are small servers on 127.0.0.1.
 */

const MINUTE = 60_000;
const LOCAL_FILE = 'monitor_local.png';
const FILE_UID = 'plugin::upload.file';
const start = Date.now();

/** An upload provider's bucket (as S3 would serve it), also an outside site. */
let bucket: OutsideHost;
/** The website (`siteUrl`). */
let site: OutsideHost;
let playground: Playground;
/** Status each path of the two hosts answers; 200 unless set. */
const statuses = new Map<string, number>();
const answer = (path: string) => () => ({ status: statuses.get(path) ?? 200 });

const tickAt = (minutes: number) =>
  testWatcher(playground.strapi, { now: () => start + minutes * MINUTE }, 'A').tick();
const get = (path: string) =>
  playground.http.get(`/api/route-discovery/v1/${path}`).set('Authorization', `Bearer ${playground.apiKey}`);
const localFile = () => join(playground.strapi.dirs.static.public, 'uploads', LOCAL_FILE);

/** The targets of a kind by URL: state and last status. */
async function targetsOf(kind: string): Promise<Record<string, [string, number | null]>> {
  const response = await get(`monitor/targets?kind=${kind}&page_size=100`);
  expect(response.status).toBe(200);
  expect(openApiErrors('MonitorTargetsEnvelope', response.body)).toEqual([]);
  const rows = response.body.targets as MonitorTargetRow[];
  expect(rows.every((row) => row.kind === kind)).toBe(true);
  return Object.fromEntries(rows.map((row) => [row.url, [row.state, row.last_status]]));
}

const events = (event: string) =>
  playground.strapi.db.connection('route_discovery_watch_events').where({ event }).select('target_id');

beforeAll(async () => {
  bucket = await startOutsideHost({
    '/bucket/photo.png': answer('/photo'),
    '/ext': answer('/ext'),
    // This app behind a proxy at `server.url` (the last test).
    [`/cms/uploads/${LOCAL_FILE}`]: answer('/cms'),
  });
  site = await startOutsideHost({ '/about': answer('/about'), '/contact': answer('/contact') });
  playground = await startPlayground({
    env: {
      PLAYGROUND_SEED: 'false',
      ROUTE_DISCOVERY_CONFIG: JSON.stringify({
        siteUrl: site.origin,
        watch: {
          enabled: false,
          targets: ['external', 'internal', 'media'],
          allowPrivateHosts: true,
          every: 60,
          brokenAfter: 2,
          checksPerRun: 50,
          hostIntervalMs: 0,
          maxRetries: 0,
          timeoutMs: 5000,
        },
      }),
    },
  });
  const watch = playground.strapi.config.get('plugin::route-discovery.watch') as Record<string, unknown>;
  playground.strapi.config.set('plugin::route-discovery.watch', { ...watch, enabled: true });
  writeFileSync(localFile(), 'png');
  const createFile = (hash: string, url: string, provider: string) =>
    playground.strapi.db.query(FILE_UID as never).create({
      data: { name: `${hash}.png`, hash, ext: '.png', mime: 'image/png', size: 1, url, provider },
    } as never) as Promise<{ id: number }>;
  const photo = await createFile('photo', `${bucket.origin}/bucket/photo.png`, 'aws-s3');
  await createFile('monitor_local', `/uploads/${LOCAL_FILE}`, 'local');
  // No content uses this one: it is no target.
  await createFile('monitor_unused', '/uploads/monitor_unused.png', 'local');
  await playground.strapi.documents('api::article.article').create({
    data: {
      title: 'Own links',
      slug: 'own-links',
      cover: photo.id,
      notes: [
        `![local](/uploads/${LOCAL_FILE})`,
        `[about](${site.origin}/about)`,
        '[contact](/contact)',
        '[api](/api/articles)',
        `[health](${playground.baseUrl}/_health)`,
        `[outside](${bucket.origin}/ext)`,
        '[mail](mailto:team@example.com)',
      ].join(' '),
    } as never,
  });
});

afterAll(async () => {
  await playground?.stop();
  await bucket?.close();
  await site?.close();
});

describe('monitor of media and internal links', () => {
  it('watches the used upload files and the links to this site or CMS, each URL in one kind', async () => {
    const first = await tickAt(0);
    expect(first.run?.state).toBe('done');
    expect(await targetsOf('media')).toEqual({
      [`${bucket.origin}/bucket/photo.png`]: ['ok', 200],
      [`${playground.baseUrl}/uploads/${LOCAL_FILE}`]: ['ok', 200],
    });
    expect(await targetsOf('internal')).toEqual({
      [`${site.origin}/about`]: ['ok', 200],
      [`${site.origin}/contact`]: ['ok', 200],
      [`${playground.baseUrl}/_health`]: ['ok', 204],
      // A site-relative path under the REST prefix is this CMS's (the public role may not read it).
      [`${playground.baseUrl}/api/articles`]: ['ok', 403],
    });
    // The outside link is external only; the file's link is media only.
    expect(await targetsOf('external')).toEqual({ [`${bucket.origin}/ext`]: ['ok', 200] });
    const bad = await get('monitor/targets?kind=rss');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/kind must be one of external, internal, media, site-pages/);
  });

  it('a file or a link failing brokenAfter runs in a row is broken once, and recovers', async () => {
    statuses.set('/photo', 500);
    statuses.set('/contact', 404);
    rmSync(localFile());
    await tickAt(60);
    expect((await targetsOf('media'))[`${bucket.origin}/bucket/photo.png`]).toEqual(['failing', 500]);
    expect(await events('broken')).toHaveLength(0);
    await tickAt(120);
    expect(await targetsOf('media')).toEqual({
      [`${bucket.origin}/bucket/photo.png`]: ['broken', 500],
      [`${playground.baseUrl}/uploads/${LOCAL_FILE}`]: ['broken', 404],
    });
    expect((await targetsOf('internal'))[`${site.origin}/contact`]).toEqual(['broken', 404]);
    expect(await events('broken')).toHaveLength(3);
    // The Links page's "broken since": each link as content holds it, joined to its watched target.
    const links = [
      `/uploads/${LOCAL_FILE}`,
      '/contact',
      `${bucket.origin}/bucket/photo.png`,
      `${bucket.origin}/ext`,
    ];
    const joined = await get(
      `monitor/targets?page_size=20&${links.map((url) => `url=${encodeURIComponent(url)}`).join('&')}`,
    );
    expect(openApiErrors('MonitorTargetsEnvelope', joined.body)).toEqual([]);
    const rows = joined.body.targets as MonitorTargetRow[];
    expect(
      Object.fromEntries(rows.map((row) => [`${row.kind} ${row.url}`, [row.state, row.link_urls]])),
    ).toEqual({
      [`media ${playground.baseUrl}/uploads/${LOCAL_FILE}`]: ['broken', [links[0]]],
      [`internal ${site.origin}/contact`]: ['broken', [links[1]]],
      [`media ${bucket.origin}/bucket/photo.png`]: ['broken', [links[2]]],
      [`external ${bucket.origin}/ext`]: ['ok', [links[3]]],
    });
    await tickAt(180);
    expect(await events('broken')).toHaveLength(3);

    statuses.clear();
    writeFileSync(localFile(), 'png');
    await tickAt(240);
    expect(Object.values(await targetsOf('media'))).toEqual([
      ['ok', 200],
      ['ok', 200],
    ]);
    expect((await targetsOf('internal'))[`${site.origin}/contact`]).toEqual(['ok', 200]);
    expect(await events('recovered')).toHaveLength(3);
  });

  it('marks the media and internal targets of a document changed since the run before (changed first)', async () => {
    // The fake clock's runs lie hours ahead of the documents' real `updatedAt`: start the runs anew.
    await playground.strapi.db.connection('route_discovery_watch_runs').del();
    const runAt = async (now: number) => {
      const watcher = testWatcher(playground.strapi, { now: () => now }, 'A');
      await watcher.checkNow();
      await watcher.tick();
    };
    const articles = playground.strapi.documents('api::article.article');
    const photo = (await playground.strapi.db
      .query(FILE_UID as never)
      .findOne({ where: { hash: 'photo' } } as never)) as { id: number };
    const changing = await articles.create({
      data: { title: 'Changing', slug: 'changing', cover: photo.id, notes: '[about](/about)' } as never,
    });
    const first = Date.now();
    await runAt(first);
    while (Date.now() <= first) {
      /* updatedAt after the first run was queued (ms) */
    }
    await articles.update({ documentId: changing.documentId, data: { title: 'Changed' } as never });
    const second = Date.now();
    await runAt(second);
    // Marked by the second run: the targets the changed document names, not the others.
    const changed = (await playground.strapi.db
      .connection('route_discovery_watch_targets')
      .where({ content_changed: second })
      .select('kind', 'url')) as Array<{ kind: string; url: string }>;
    expect(changed.map((row) => `${row.kind} ${row.url}`).sort()).toEqual([
      `internal ${site.origin}/about`,
      `media ${bucket.origin}/bucket/photo.png`,
    ]);
  });
  it('resolves a local file on server.url when it is absolute, its path kept', async () => {
    const configured = playground.strapi.config.get('server.url');
    playground.strapi.config.set('server.url', `${bucket.origin}/cms/`);
    try {
      expect((await tickAt(420)).run?.state).toBe('done');
    } finally {
      playground.strapi.config.set('server.url', configured);
    }
    const media = (await get('monitor/targets?kind=media&page_size=100')).body.targets as MonitorTargetRow[];
    const present = media.filter((row) => row.in_content).map((row) => [row.url, row.state, row.last_status]);
    expect(present.sort()).toEqual([
      [`${bucket.origin}/bucket/photo.png`, 'ok', 200],
      [`${bucket.origin}/cms/uploads/${LOCAL_FILE}`, 'ok', 200],
    ]);
  });
});
