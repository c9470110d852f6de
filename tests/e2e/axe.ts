import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's own script (the pinned devDependency), read once and evaluated in each page. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's impact levels, most severe first (https://github.com/dequelabs/axe-core/blob/develop/doc/API.md). */
export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

/** Impacts that fail the browser test. */
export const FAILING_IMPACTS: readonly Impact[] = ['critical', 'serious'];

/**
 * Parts of Strapi's own admin chrome that axe-core flags and this plugin cannot change, left out of
 * every run by CSS selector (never by turning a rule off). Each entry says why; a selector that
 * matches nothing costs nothing. Keep this list short and checked: an entry that hides one of our
 * own elements would hide our violations.
 */
export const STRAPI_CHROME_EXCLUDES: ReadonlyArray<{ selector: string; reason: string }> = [
  {
    // The header Strapi draws above every homepage widget: its title in `neutral500` on white
    // (3.2:1, color-contrast), and the drag and delete buttons (`@strapi/admin`
    // admin/src/components/WidgetRoot, 5.54). The widget's own content below it is checked.
    selector: '[data-strapi-widget-id] > header',
    reason: "Strapi's widget header (title colour, drag and delete buttons)",
  },
];

/** One violated rule on one page, trimmed to what a reader needs. */
export interface AxeViolation {
  id: string;
  impact: Impact;
  help: string;
  helpUrl: string;
  /** CSS selectors of the failing nodes (first five). */
  targets: string[];
  /** axe-core's explanation for the first node, e.g. the measured contrast ratio. */
  firstFailure: string;
  /** The first failing node's HTML, cut to 200 characters, and its text, cut to 100. */
  firstHtml: string;
  firstText: string;
  nodes: number;
}

/** A page's result: violations, and their count by impact. */
export interface AxePageResult {
  page: string;
  violations: AxeViolation[];
  byImpact: Record<Impact, number>;
}

interface RawResult {
  violations: Array<{
    id: string;
    impact: Impact | null;
    help: string;
    helpUrl: string;
    nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
  }>;
}

/**
 * Runs axe-core (all its non-experimental rules) on the page as it is now, inside `include` (the
 * whole document when absent), minus `STRAPI_CHROME_EXCLUDES`.
 * The script is evaluated through the DevTools protocol, so the admin's Content-Security-Policy
 * does not block it.
 */
export async function runAxe(page: Page, name: string, include?: string): Promise<AxePageResult> {
  // Judge the page at rest: a pointer left over a button after a click would have axe-core
  // measure the button's hover colours.
  await page.mouse.move(0, 0);
  const hasAxe = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const context = {
    include: include ? [include] : [['html']],
    exclude: STRAPI_CHROME_EXCLUDES.map((entry) => [entry.selector]),
  };
  const raw = (await page.evaluate(
    (axeContext) =>
      (
        window as unknown as {
          axe: { run(context: unknown, options: unknown): Promise<unknown> };
        }
      ).axe.run(axeContext, { resultTypes: ['violations'] }),
    context,
  )) as RawResult;
  const texts = await Promise.all(
    raw.violations.map((violation) =>
      page.evaluate(
        (selector) => {
          try {
            return (document.querySelector(selector)?.textContent ?? '').trim().slice(0, 100);
          } catch {
            return ''; // a target inside an iframe or shadow root is not one CSS selector
          }
        },
        violation.nodes[0]?.target.map(String).join(' ') ?? 'html',
      ),
    ),
  );
  const violations: AxeViolation[] = raw.violations.map((violation, index) => ({
    id: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    firstFailure: violation.nodes[0]?.failureSummary ?? '',
    firstHtml: (violation.nodes[0]?.html ?? '').slice(0, 200),
    firstText: texts[index],
    nodes: violation.nodes.length,
  }));
  const byImpact = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<Impact, number>;
  for (const violation of violations) byImpact[violation.impact] += violation.nodes;
  return { page: name, violations, byImpact };
}

/** The violations that fail the test, one readable line each, for the failure message. */
export function failingLines(result: AxePageResult): string[] {
  return result.violations
    .filter((violation) => FAILING_IMPACTS.includes(violation.impact))
    .map(
      (violation) =>
        `${result.page}: [${violation.impact}] ${violation.id} (${violation.nodes} nodes): ${violation.help} — ${violation.targets.join(', ')} — ${violation.firstFailure} — ${violation.firstHtml}`,
    );
}
