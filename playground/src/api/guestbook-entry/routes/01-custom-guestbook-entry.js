/**
 * A deliberate exposure for the exposure audit: a POST route with `auth: false`, which Strapi
 * serves to anyone whatever the roles say (rule `auth-disabled-write`).
 */
module.exports = {
  routes: [
    {
      method: 'POST',
      path: '/guestbook-entries/:id/flag',
      handler: 'api::guestbook-entry.guestbook-entry.flag',
      config: { auth: false },
    },
  ],
};
