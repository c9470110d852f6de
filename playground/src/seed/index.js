const { seedAdmins } = require('./admins');
const { seedContent } = require('./content');
const { seedIntegrity } = require('./integrity');
const { seedLinks } = require('./links');
const { seedLocales } = require('./locales');
const { seedMoves } = require('./moves');
const { seedPermissions } = require('./permissions');
const { seedRecords } = require('./records');

/** Seeds everything the playground needs; safe to run on every boot (idempotent). */
async function seed(strapi) {
  await seedLocales(strapi);
  await seedPermissions(strapi);
  await seedAdmins(strapi);
  await seedContent(strapi);
  await seedRecords(strapi);
  await seedLinks(strapi);
  await seedIntegrity(strapi);
  await seedMoves(strapi);
}

module.exports = { seed };
