const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::internal-note.internal-note');
