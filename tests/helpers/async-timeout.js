/**
 * jest `setupFilesAfterEnv` for every suite; acts in the jsdom ones (tests/admin) alone.
 * waitFor and findBy* give up after 1 s by default; a design-system table re-rendered under jsdom
 * takes longer than that when CI's two cores also boot Strapis (a search test of
 * tests/admin/url-report.test.tsx read the previous page after 1 s). A wait that fails still fails.
 */
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 10000 });
}
