const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::internal-note.internal-note');
