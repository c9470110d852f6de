const { registerGraphqlExtension } = require('./graphql');
const { registerReviews } = require('./fixtures/reviews');
const { registerWidePage } = require('./fixtures/wide-page');
const { seed } = require('./seed');

module.exports = {
  /**
   * `PLAYGROUND_BOOT_FAULT` makes the boot fail, for the demo's tests (tests/scripts/demo.test.ts):
   * a signal name (`SIGKILL`, `SIGABRT`) kills this process with that signal, as a crashing native
   * driver does; `hang` never finishes booting. Either prints this process's id first. Registers
   * the custom GraphQL operations first (`src/graphql`), and the wide page type when
   * PLAYGROUND_WIDE_PAGE=1 (`src/fixtures/wide-page.js`), and the review type when
   * PLAYGROUND_REVIEWS=1 (`src/fixtures/reviews.js`).
   */
  async register({ strapi }) {
    registerWidePage(strapi);
    registerReviews(strapi);
    registerGraphqlExtension(strapi);
    const fault = process.env.PLAYGROUND_BOOT_FAULT;
    if (!fault) return;
    console.log(`[playground] PLAYGROUND_BOOT_FAULT=${fault} in process ${process.pid}`);
    // A timer keeps the event loop, and so the hanging boot, alive.
    if (fault === 'hang') await new Promise(() => setInterval(() => {}, 60_000));
    process.kill(process.pid, fault);
  },

  /** Seeds content, permissions and admin users unless PLAYGROUND_SEED=false. */
  async bootstrap({ strapi }) {
    if (process.env.PLAYGROUND_SEED === 'false') return;
    await seed(strapi);
  },
};
