module.exports = ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  // Strapi limits admin logins per e-mail (5 in 5 minutes, @strapi/admin middlewares/rateLimit); the
  // browser tests log the same super admin in more often than that, so they turn it off.
  rateLimit: { enabled: env.bool('ADMIN_RATE_LIMIT', true) },
  flags: { nps: false, promoteEE: false },
});
