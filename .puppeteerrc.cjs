/**
 * Puppeteer (a dependency of pa11y-ci, installed in tools/pa11y-ci for tests/cli/urls-pa11y.test.ts) downloads
 * its own Chrome at install unless told not to; the tests drive Debian's `chromium` instead, and a
 * machine without access to Google's storage must still install (docs/decisions/0171-url-lists.md).
 * Puppeteer reads this file from the project root: https://pptr.dev/guides/configuration
 */
module.exports = { skipDownload: true };
