/**
 * The admin panel in Chromium on one playground (tests/e2e/admin-playground.ts): the super admin's
 * reports first, on the seeded data as the README's screenshots show it, then who reaches what, then
 * accessibility, whose tests make a type's reference index stale and add articles, last. Each part
 * was its own test file with its own boot; one boot now serves the three
 * (docs/decisions/0254-ci-time-one-boot-per-split-suite.md).
 */
import './admin-reports';
import './admin-access';
import './admin-accessibility';
