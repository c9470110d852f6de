/**
 * A public route whose parameter names a private attribute (`internalName`): discovery must leave
 * it unresolved rather than copy a private value into a URL (issue 18, item 4).
 */
module.exports = {
  routes: [
    {
      method: 'GET',
      path: '/categories/by-internal-name/:internalName',
      handler: 'api::category.category.findByInternalName',
    },
  ],
};
