'use strict';
/**
 * A stand-in for the content type of Webtools' Redirects add-on, NOT the add-on: the add-on
 * (`webtools-addon-redirects`, pluginpal/strapi-webtools) is paid and not on npm, so the playground
 * cannot install it. This local plugin registers a content type with the same UID,
 * `plugin::webtools-addon-redirects.redirect`, and the add-on's published schema, copied unchanged
 * from pluginpal/strapi-webtools `packages/addons/redirects/server/content-types/redirect/schema.json`
 * (`server/redirect-schema.json` here). It has none of the add-on's services, routes, admin pages
 * or Document Service middlewares (the add-on's chain and loop refusal does not run here).
 *
 * Loaded only with PLAYGROUND_WITH_WEBTOOLS_REDIRECTS=1 (`config/plugins.js`), for the tests of
 * `POST v1/moved-urls/webtools-redirects` and `POST v1/moved-urls/audit?source=webtools`
 * (docs/decisions/0232-webtools-redirects.md). Off by default: the default playground's answers
 * (tests/fixtures/answers) do not change.
 */
const schema = require('./server/redirect-schema.json');

module.exports = {
  contentTypes: { redirect: { schema } },
};
