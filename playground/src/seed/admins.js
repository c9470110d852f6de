/**
 * Admin users: an editor (PLAYGROUND_EDITOR_EMAIL / PLAYGROUND_EDITOR_PASSWORD) and, when
 * DEMO_ADMIN_EMAIL and DEMO_ADMIN_PASSWORD are set, a super admin. Existing users are left as
 * they are (no password reset).
 */
async function ensureAdmin(strapi, { email, password, firstname, roleCode }) {
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: email.toLowerCase() } });
  if (existing) return;
  const role = await strapi.db.query('admin::role').findOne({ where: { code: roleCode } });
  if (!role) throw new Error(`Admin role ${roleCode} not found`);
  await strapi.service('admin::user').create({
    email: email.toLowerCase(),
    firstname,
    lastname: 'Playground',
    password,
    isActive: true,
    roles: [role.id],
  });
}

async function seedAdmins(strapi) {
  await ensureAdmin(strapi, {
    email: process.env.PLAYGROUND_EDITOR_EMAIL || 'editor@example.com',
    password: process.env.PLAYGROUND_EDITOR_PASSWORD || 'Editor-Passw0rd!',
    firstname: 'Editor',
    roleCode: 'strapi-editor',
  });
  if (process.env.DEMO_ADMIN_EMAIL && process.env.DEMO_ADMIN_PASSWORD) {
    await ensureAdmin(strapi, {
      email: process.env.DEMO_ADMIN_EMAIL,
      password: process.env.DEMO_ADMIN_PASSWORD,
      firstname: 'Demo',
      roleCode: 'strapi-super-admin',
    });
  }
}

module.exports = { seedAdmins };
