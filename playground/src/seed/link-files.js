const { Buffer } = require('node:buffer');
const { mkdtemp, rm, writeFile, stat, unlink } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { deflateSync, crc32 } = require('node:zlib');

/** One PNG chunk: length, type, data, CRC-32 of type and data (RFC 2083 section 3.2). */
function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A solid-colour RGB PNG of the given size: big enough (over 245x156) for Strapi's upload to make
 * a `thumbnail` format, so a media attribute carries a format URL too.
 */
function solidPng(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x5a);
  row[0] = 0;
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads a file through the upload plugin (as the Media Library does) unless one of that name exists. */
async function uploadOnce(strapi, name, mimetype, content) {
  const files = strapi.db.query('plugin::upload.file');
  const existing = await files.findOne({ where: { name } });
  if (existing) return existing;
  const dir = await mkdtemp(join(tmpdir(), 'playground-links-'));
  try {
    const filepath = join(dir, name);
    await writeFile(filepath, content);
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: name } },
        files: { filepath, originalFilename: name, mimetype, size: (await stat(filepath)).size },
      });
    return file;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A file as an upload provider other than the local one stores it (S3, Cloudinary: `url` is the
 * provider's absolute URL), written straight into the upload table: no provider is installed.
 * @param origin the provider's origin, e.g. `http://127.0.0.1:8`
 */
async function providerFile(strapi, origin) {
  const files = strapi.db.query('plugin::upload.file');
  const name = 'links-provider.png';
  const existing = await files.findOne({ where: { name } });
  if (existing) return existing;
  return files.create({
    data: {
      name,
      alternativeText: 'provider image',
      hash: 'links_provider',
      ext: '.png',
      mime: 'image/png',
      size: 0.5,
      url: `${origin}/bucket/links_provider.png`,
      provider: 'aws-s3',
      folderPath: '/',
    },
  });
}

/**
 * The media the link seed points at: a cover image (with a thumbnail format), a brochure whose
 * upload row is then deleted (its links are `deleted` offline), and a leaflet whose file is then
 * removed from disk (its row stays: `ok` offline, 404 when the CLI requests it), and a file of an
 * outside upload provider at `mediaOrigin` (`providerUrl`), beside which `providerGoneUrl` names a
 * file the upload table does not hold.
 * @returns `{ cover, removedUrl, leafletUrl, providerUrl, providerGoneUrl }`
 */
async function seedLinkFiles(strapi, mediaOrigin) {
  const cover = await uploadOnce(strapi, 'links-cover.png', 'image/png', solidPng(400, 300));
  const leaflet = await uploadOnce(strapi, 'links-leaflet.txt', 'text/plain', 'A leaflet.\n');
  const files = strapi.db.query('plugin::upload.file');
  await unlink(join(strapi.dirs.static.public, leaflet.url)).catch(() => undefined);
  // The removed brochure's URL is remembered in the core store: its row is gone after the first seed.
  const store = strapi.store({ type: 'plugin', name: 'playground' });
  let removedUrl = await store.get({ key: 'links-removed-url' });
  if (!removedUrl) {
    const brochure = await uploadOnce(strapi, 'links-brochure.txt', 'text/plain', 'A brochure.\n');
    await strapi.plugin('upload').service('upload').remove(brochure);
    removedUrl = brochure.url;
    await store.set({ key: 'links-removed-url', value: removedUrl });
  }
  const provider = await providerFile(strapi, mediaOrigin);
  return {
    cover: await files.findOne({ where: { id: cover.id } }),
    removedUrl,
    leafletUrl: leaflet.url,
    providerUrl: provider.url,
    providerGoneUrl: `${mediaOrigin}/bucket/links_provider_gone.png`,
  };
}

module.exports = { seedLinkFiles };
