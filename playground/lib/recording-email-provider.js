/**
 * An email provider for tests (the shape of `@strapi/email` providers: `init(options, settings)`
 * returning `{ send(options) }`): it delivers nothing and keeps each message in its `sent` list,
 * which a test reads as `strapi.plugin('email').provider.sent`.
 * Loaded when PLAYGROUND_RECORD_EMAILS=1 (config/plugins.js).
 */
module.exports = {
  init(_providerOptions = {}, settings = {}) {
    const sent = [];
    return {
      sent,
      async send(options) {
        sent.push({ from: settings.defaultFrom, ...options });
      },
    };
  },
};
