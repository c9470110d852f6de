/**
 * `v1/content-links` pages, exports and summary on one playground
 * (tests/helpers/content-links-pages-suite.ts): the pages and exports first, since they compare
 * every page with the list the suite read at its start, then the summary, which adds 40 documents
 * (docs/decisions/0254-ci-time-one-boot-per-split-suite.md).
 */
import './content-links-pages.part';
import './content-links-pages-summary.part';
