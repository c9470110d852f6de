'use strict';
const { buildAdminPanel } = require('../../scripts/build-admin-panel');

/**
 * Builds the playground's admin panel once for every browser test file (`strapi build`, a minute
 * or more on 2 cores), rather than once per file: each file then boots its own playground on the
 * same `playground/dist`.
 */
module.exports = function globalSetup() {
  buildAdminPanel();
};
