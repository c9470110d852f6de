import { uploadPath } from '../../server/src/references/file-usage';
import { uploadPathSql } from '../../server/src/references/file-usage-sql';
import type { CountsResponse } from '@route-discovery/contract';
import {
  FILES,
  ARTICLE,
  client,
  PROVIDER_BASE,
  app,
  get,
  files,
  used,
  doomed,
  walk,
} from '../helpers/files-suite';

/**
 * `v1/files`' references to files that no longer exist (`list=missing`), the upload path rule in
 * SQL, and the CSV and export-url exports (docs/api.md, "Files"). Usage and pages: files.test.ts.
 */
describe(`v1/files on ${client}: upload files' usage from the reference index`, () => {
  it("writes uploadPath in this database's SQL: the same text for awkward URLs", async () => {
    const urls = [
      '/uploads/a.png',
      'https://cdn.example.com/uploads/a.png?w=1#top',
      'https://cdn.example.com/uploads/a.png#top?w=1',
      '/UPLOADS/a.png',
      '/uploads/Mixed_Case.PNG',
      'https://héllo.example/été/uploads/été.png?x',
      '/uploads/a/uploads/b.png',
      'https://example.com/a.png',
      '',
    ];
    const knex = app.strapi.db.connection;
    for (const url of urls) {
      const expression = uploadPathSql(
        app.strapi,
        '"rd_probe"."u"'.replace(/"/g, client === 'mysql' ? '`' : '"'),
      );
      const rows = (await knex
        .select(knex.raw(`${expression} as p`))
        .from(knex.select(knex.raw('? as u', [url])).as('rd_probe'))) as Array<{ p: unknown }>;
      const value = Buffer.isBuffer(rows[0].p) ? rows[0].p.toString('utf8') : String(rows[0].p);
      expect([url, value]).toEqual([url, uploadPath(url) ?? '']);
    }
  });

  it('lists the references to files that no longer exist', async () => {
    const { missing } = await files();
    expect(missing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content_type: ARTICLE, field_path: 'cover', target_file_id: doomed.id }),
        expect.objectContaining({ target_url: 'https://cdn.example.com/uploads/files_never.png' }),
      ]),
    );
    // Each named as the Content Manager names it (docs/decisions/0240-document-and-field-names.md).
    const cover = missing.find((row) => row.target_file_id === doomed.id);
    expect(cover).toMatchObject({
      content_type_name: 'Article',
      document_title: 'Doomed cover',
      field_label: 'Cover',
      edit_url: `/admin/content-manager/collection-types/${ARTICLE}/${cover?.document_id}?plugins[i18n][locale]=en`,
    });
    expect(
      missing.find((row) => row.target_url === 'https://cdn.example.com/uploads/files_never.png'),
    ).toMatchObject({ document_title: 'Files page', field_label: 'Notes', field_path: 'notes' });
    expect(missing.some((row) => row.target_file_id === used.id)).toBe(false);
  });

  it("leaves out a link to another host's /uploads/ path: a foreign-media-host link, not a missing file (issue 44, item 6b)", async () => {
    const isElsewhere = (row: { target_url: string | null }) =>
      row.target_url === 'https://cdn.other.example/uploads/files_elsewhere.png';
    // The index holds the link: it is a reference, only not to this Media Library's file.
    const indexed = (await app.strapi.db
      .getConnection('route_discovery_references')
      .where({ target_kind: 'url' })) as Array<{ target_url: string }>;
    expect(indexed.some(isElsewhere)).toBe(true);
    const whole = await files();
    expect(whole.missing.some(isElsewhere)).toBe(false);
    // This Media Library's links whose file is gone stay missing: relative, on a provider's origin
    // (a file's, in any letter case, or the configured base URL's).
    expect(whole.missing.map((row) => row.target_url)).toEqual(
      expect.arrayContaining([
        '/uploads/files_gone.png',
        'https://cdn.example.com/uploads/files_never.png',
        'HTTPS://CDN.EXAMPLE.COM/uploads/files_shout.png',
        `${PROVIDER_BASE}/media/uploads/files_configured.png`,
      ]),
    );
    // The pages and the counts follow the same rule.
    expect((await walk('list=missing&page_size=2', 'missing')).some(isElsewhere)).toBe(false);
    const counts = (await get('list=missing&counts=true')).body as CountsResponse;
    expect(counts.counts.total).toBe(whole.missing.length);
    expect(counts.counts.by.kind.url).toBe(whole.missing.filter((row) => row.target_kind === 'url').length);
    const csv = await get('list=missing&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.text).not.toContain('cdn.other.example');
  });

  it('pages, counts and exports as CSV', async () => {
    const page = await files('page_size=1&sort=usage_count:desc');
    expect(page.files).toHaveLength(1);
    expect(page.files[0].usage_count).toBeGreaterThanOrEqual(2);
    const counts = (await get('filter=unused&counts=true')).body as CountsResponse;
    expect(counts.counts.total).toBe((await files('filter=unused')).count);
    const csv = await get('filter=unused&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,name,url,size,mime,usage_count');
    expect(lines.some((line) => line.includes('files_unused.png'))).toBe(true);
    expect(lines.some((line) => line.includes('files_used.png'))).toBe(false);
  });

  it('exports the unused files through an export-url ticket, as the admin page does', async () => {
    const token = await app.adminToken();
    const minted = await app.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${token}`)
      .send({ list: 'files', query: { filter: 'unused', format: 'csv' } });
    expect(minted.status).toBe(200);
    const { url } = minted.body.data as { url: string };
    expect(url.startsWith(`${FILES}?`)).toBe(true);
    const download = await app.http.get(url);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="files.csv"');
    expect(download.text).toContain('files_unused.png');
    const missing = await app.http
      .post('/route-discovery/export-url')
      .set('Authorization', `Bearer ${token}`)
      .send({ list: 'files-missing', query: { format: 'csv' } });
    expect(missing.status).toBe(200);
    const missingCsv = await app.http.get((missing.body.data as { url: string }).url);
    expect(missingCsv.status).toBe(200);
    expect(missingCsv.headers['content-disposition']).toBe('attachment; filename="files-missing.csv"');
    expect(missingCsv.text.split(/\r?\n/)[0]).toBe(
      'content_type,content_type_name,document_id,document_title,locale,status,field_path,field_label,' +
        'edit_url,reference_kind,target_kind,target_file_id,target_url',
    );
    expect(missingCsv.text).toContain(',Article,');
    expect(missingCsv.text).toContain(',Doomed cover,');
    expect(missingCsv.text).toContain('https://cdn.example.com/uploads/files_never.png');
  });
});
