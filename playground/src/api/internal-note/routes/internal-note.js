const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::internal-note.internal-note');
