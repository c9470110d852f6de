const { seed } = require('./seed');

module.exports = {
  register() {},

  /** Seeds content, permissions and admin users unless PLAYGROUND_SEED=false. */
  async bootstrap({ strapi }) {
    if (process.env.PLAYGROUND_SEED === 'false') return;
    await seed(strapi);
  },
};
