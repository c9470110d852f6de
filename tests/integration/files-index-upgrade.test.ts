import type { FilesEnvelope } from '@route-discovery/contract';
import { firstReferencesTable } from '../../server/src/migrations/0001-reference-index';
import { startChildPlayground } from '../helpers/child-playground';
import { expectedFiles, referenceOnly } from '../helpers/expected-files';
import { startPlayground, type Playground } from '../helpers/playground';
import { rebuildReferenceIndex } from '../helpers/reference-rebuild';

const FILES = '/api/route-discovery/v1/files';
const INDEX_TABLE = 'route_discovery_references';
const STATE_TABLE = 'route_discovery_reference_state';
const FILE_UID = 'plugin::upload.file';
const client = process.env.DATABASE_CLIENT ?? 'sqlite';

/** The columns of the index table before `upload_path` (decision 0180). */
const OLD_COLUMNS = [
  'source_uid',
  'source_document_id',
  'source_locale',
  'source_published',
  'field_path',
  'link_text',
  'reference_kind',
  'target_kind',
  'target_uid',
  'target_id',
  'target_locale',
  'target_url',
];

/** A link index row of the earlier schema, from a published article. */
const linkRow = (url: string) => ({
  source_uid: 'api::article.article',
  source_document_id: 'upgradedocument0000000000',
  source_locale: 'en',
  source_published: 1,
  field_path: 'notes',
  link_text: 'file',
  reference_kind: 'link',
  target_kind: 'url',
  target_uid: '',
  target_id: '',
  target_locale: '',
  target_url: url,
});

describe(`an index table of an earlier version on ${client}: upload_path added and filled at boot`, () => {
  let app: Playground;

  beforeAll(async () => {
    app = await startPlayground();
    await rebuildReferenceIndex(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('gets the column, its index and its values, and the Files page counts the links again', async () => {
    const knex = app.strapi.db.connection;
    const linked = (await app.strapi.db.query(FILE_UID as never).create({
      data: {
        name: 'upgrade_linked.png',
        hash: 'upgrade_linked',
        ext: '.png',
        mime: 'image/png',
        size: 2,
        url: '/uploads/upgrade_linked.png',
        provider: 'local',
      },
    } as never)) as { id: number };
    // The table as the earlier version created it, holding the rows it wrote (the rebuilt ones,
    // and links to a file through a CDN URL and to an upload that does not exist).
    const rows = (await knex(INDEX_TABLE).select(OLD_COLUMNS).orderBy('id', 'asc')) as Array<
      Record<string, unknown>
    >;
    await knex.schema.dropTable(INDEX_TABLE);
    await knex.schema.createTable(INDEX_TABLE, firstReferencesTable);
    const old = [
      ...rows,
      linkRow('https://cdn.example.com/uploads/upgrade_linked.png?w=1#top'),
      linkRow('/uploads/upgrade_linked.png'),
      linkRow('/uploads/upgrade_gone.png'),
    ];
    for (let at = 0; at < old.length; at += 50) await knex(INDEX_TABLE).insert(old.slice(at, at + 50));
    // The earlier version kept no backfill state, and recorded no migrations (docs/database.md).
    await knex(STATE_TABLE).where({ name: 'upload_path_backfill' }).delete();
    await knex.schema.dropTable('route_discovery_migrations');
    expect(await knex.schema.hasColumn(INDEX_TABLE, 'upload_path')).toBe(false);

    const second = await startChildPlayground({ ...app.env, PLAYGROUND_SEED: 'false' });
    try {
      expect(await knex.schema.hasColumn(INDEX_TABLE, 'upload_path')).toBe(true);
      // The backfill runs in the background of the boot: wait for its state to say done.
      for (let waited = 0; ; waited += 50) {
        const state = (await knex(STATE_TABLE).where({ name: 'upload_path_backfill' }).first()) as
          | { value: string }
          | undefined;
        if (state && (JSON.parse(state.value) as { done: boolean }).done) break;
        if (waited > 60_000) throw new Error('the upload path backfill did not finish');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const answer = await second.http.get(FILES).set('Authorization', `Bearer ${app.apiKey}`);
      expect(answer.status).toBe(200);
      const envelope = answer.body as FilesEnvelope;
      expect(envelope.files.find((file) => file.id === linked.id)).toMatchObject({ usage_count: 2 });
      expect(envelope.missing).toEqual(
        expect.arrayContaining([expect.objectContaining({ target_url: '/uploads/upgrade_gone.png' })]),
      );
      const expected = await expectedFiles(app, [second.baseUrl]);
      expect(envelope.files).toEqual(expected.files);
      expect(envelope.missing.map(referenceOnly)).toEqual(expected.missing);
      const unused = await second.http
        .get(`${FILES}?filter=unused`)
        .set('Authorization', `Bearer ${app.apiKey}`);
      expect((unused.body as FilesEnvelope).files.some((file) => file.id === linked.id)).toBe(false);
    } finally {
      await second.stop();
    }
  });
});
