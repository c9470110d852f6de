const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::guestbook-entry.guestbook-entry');
