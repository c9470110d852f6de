'use strict';
/**
 * Seeding for the Files page of the admin pages benchmark (admin-pages.js `--files`): one upload
 * file per benchmark document (`bench_file_<n>.png`) and, in the reference index
 * (`route_discovery_references`, written directly, as a rebuild would, `upload_path` included), per document: a media
 * reference to its own file for every other document, a link to its file through a CDN URL with a
 * query for every third, and a link to an upload that does not exist. So at N documents the
 * Files page has N files (about a third unused), about 1.8 N references and N references to a
 * missing file. knex bulk inserts, one transaction per call.
 */
const CHUNK_ROWS = { sqlite: 200, postgres: 1000, mysql: 1000 };

const documentId = (index) => `bench${String(index).padStart(19, '0')}`;

/** One index row of a published benchmark article, pointing at `target`. */
function referenceRow(index, target) {
  return {
    source_uid: 'api::article.article',
    source_document_id: documentId(index),
    source_locale: 'en',
    source_published: 1,
    field_path: target.kind === 'file' ? 'cover' : 'content',
    link_text: target.kind === 'file' ? '' : 'file',
    reference_kind: target.kind === 'file' ? 'media' : 'link',
    target_kind: target.kind,
    target_uid: '',
    target_id: target.id ?? '',
    target_locale: '',
    target_url: target.url ?? '',
    // What the plugin's index writers store (storedUploadPath): the link's `/uploads/` path, known here.
    upload_path: target.path ?? '',
  };
}

/**
 * Inserts the files and index rows of documents `from` to `to` - 1.
 * @returns {Promise<{files: number, references: number, ms: number}>}
 */
async function seedFilesAndReferences(knex, client, from, to) {
  const started = process.hrtime.bigint();
  const now = new Date();
  let references = 0;
  await knex.transaction(async (trx) => {
    for (let start = from; start < to; start += CHUNK_ROWS[client]) {
      const end = Math.min(to, start + CHUNK_ROWS[client]);
      const files = [];
      for (let index = start; index < end; index += 1)
        files.push({
          document_id: `benchfile${String(index).padStart(15, '0')}`,
          name: `bench_file_${index}.png`,
          hash: `bench_file_${index}`,
          ext: '.png',
          mime: 'image/png',
          size: 1.5,
          url: `/uploads/bench_file_${index}.png`,
          provider: 'local',
          created_at: now,
          updated_at: now,
          published_at: now,
        });
      await trx('files').insert(files);
      const ids = await trx('files')
        .whereIn(
          'hash',
          files.map((file) => file.hash),
        )
        .select('id', 'hash');
      const rows = [];
      for (const { id, hash } of ids) {
        const index = Number(hash.slice('bench_file_'.length));
        if (index % 2 === 0) rows.push(referenceRow(index, { kind: 'file', id: String(id) }));
        if (index % 3 === 0)
          rows.push(
            referenceRow(index, {
              kind: 'url',
              url: `https://cdn.example.com${files[index - start].url}?w=1`,
              path: files[index - start].url,
            }),
          );
        const gone = `/uploads/bench_gone_${index}.png`;
        rows.push(referenceRow(index, { kind: 'url', url: gone, path: gone }));
      }
      await trx('route_discovery_references').insert(rows);
      references += rows.length;
    }
  });
  return { files: to - from, references, ms: Number(process.hrtime.bigint() - started) / 1e6 };
}

module.exports = { seedFilesAndReferences };
