const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::guestbook-entry.guestbook-entry');
