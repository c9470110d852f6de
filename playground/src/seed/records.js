const { mkdtemp, rm, writeFile, stat } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/**
 * Records behind admin routes with an `:id`, so route discovery has real ids to resolve: a
 * disabled webhook (pointing at a closed loopback port, it never fires), a transfer token, a
 * media-library folder and file, and a users-permissions end user.
 */
async function seedWebhook(strapi) {
  const store = strapi.get('webhookStore');
  const existing = await store.findWebhooks();
  if (existing.some((hook) => hook.name === 'Playground webhook')) return;
  await store.createWebhook({
    name: 'Playground webhook',
    url: 'http://127.0.0.1:9/playground-hook',
    headers: {},
    events: ['entry.publish'],
    isEnabled: false,
  });
}

/** Seeds a transfer token, unless data transfer is off (no `admin.transfer.token.salt`: Strapi cannot hash one). */
async function seedTransferToken(strapi) {
  if (!strapi.config.get('admin.transfer.token.salt')) return;
  const tokens = strapi.db.query('admin::transfer-token');
  if (await tokens.findOne({ where: { name: 'Playground transfer token' } })) return;
  await strapi.service('admin::transfer').token.create({
    name: 'Playground transfer token',
    description: 'Seeded by the playground',
    permissions: ['pull'],
    lifespan: null,
  });
}

async function seedMedia(strapi) {
  const folders = strapi.db.query('plugin::upload.folder');
  let folder = await folders.findOne({ where: { name: 'Playground' } });
  if (!folder)
    folder = await strapi.plugin('upload').service('folder').create({ name: 'Playground', parent: null });
  if (await strapi.db.query('plugin::upload.file').findOne({ where: { name: 'playground-readme.txt' } }))
    return;
  const dir = await mkdtemp(join(tmpdir(), 'playground-media-'));
  try {
    const filepath = join(dir, 'playground-readme.txt');
    await writeFile(filepath, 'A small text file seeded by the route-discovery playground.\n');
    await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: 'playground-readme.txt', folder: folder.id } },
        files: {
          filepath,
          originalFilename: 'playground-readme.txt',
          mimetype: 'text/plain',
          size: (await stat(filepath)).size,
        },
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function seedEndUser(strapi) {
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: 'reader@example.com' } })) return;
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'authenticated' } });
  await strapi.plugin('users-permissions').service('user').add({
    username: 'reader',
    email: 'reader@example.com',
    password: 'Reader-Passw0rd!',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
}

async function seedRecords(strapi) {
  await seedWebhook(strapi);
  await seedTransferToken(strapi);
  await seedMedia(strapi);
  await seedEndUser(strapi);
}

module.exports = { seedRecords };
