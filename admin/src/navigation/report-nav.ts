import type { Summary } from '../lib/types';
import { PLUGIN_ID } from '../pluginId';

/**
 * The plugin's navigation, one registry (docs/decisions/0238-report-navigation.md): the side
 * navigation of the report pages, the overview's cards, the homepage widget's links and the links
 * on the settings page all read `REPORT_NAV`. A new page is one entry here plus its `<Route>`.
 */

/** Sections of the side navigation, in this order (their labels: `nav.group.<group>`). */
export const NAV_GROUPS = ['urls', 'security', 'content', 'ci', 'setup'] as const;
/** One section of the side navigation. */
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * What an entry shows beside its name, read from `v1/summary`: `count` (a number, drawn as the
 * badge, `labelKey` its full wording with `{count}` for screen readers and the overview's card),
 * or a state without a number (`count` undefined: the badge shows `labelKey`'s text).
 */
export interface NavState {
  count?: number;
  labelKey: string;
  /** The badge's colour family (`components/ToneBadge`): red for something to fix, green when clear. */
  tone: NavTone;
}

/** The colour families a navigation state takes. */
export type NavTone = 'success' | 'danger' | 'warning' | 'neutral';

/**
 * What the states are read from: `v1/summary`, and on the overview also the number of dependency
 * warnings (`v1/platform`, read there only; undefined in the side navigation, null while loading).
 */
export interface NavFigures {
  summary: Summary;
  warnings?: number | null;
}

/** One page of the plugin in the navigation. */
export interface ReportNavEntry {
  /** Short id: test ids (`nav-<id>`, `overview-<id>`) and the widget's `link-<id>`. */
  id: string;
  /**
   * Route under the plugin's page (`/admin/plugins/route-discovery/<route>`, the `<Route path>` of
   * `pages/App.tsx`), or an admin path starting with `/` (Settings lives under Strapi's settings).
   */
  route: string;
  /** Translation key of the page's name (its header title). */
  labelKey: string;
  /** Translation key of one line saying what the page holds (its header subtitle). */
  subtitleKey: string;
  group: NavGroup;
  /** Its count or state from the figures; absent or null: nothing shown. */
  state?: (figures: NavFigures) => NavState | null;
}

const counted = (count: number, labelKey: string, alarm = false): NavState => ({
  count,
  labelKey,
  tone: alarm ? (count > 0 ? 'danger' : 'success') : 'neutral',
});

/** Every page of the plugin, in the order the navigation lists them within their group. */
export const REPORT_NAV: readonly ReportNavEntry[] = [
  {
    id: 'backend',
    route: 'backend-urls',
    labelKey: 'backend.title',
    subtitleKey: 'backend.subtitle',
    group: 'urls',
    state: ({ summary }) => counted(summary.backend.total, 'nav.state.urls'),
  },
  {
    id: 'frontend',
    route: 'frontend-urls',
    labelKey: 'frontend.title',
    subtitleKey: 'frontend.subtitle',
    group: 'urls',
    state: ({ summary }) => counted(summary.frontend.total, 'nav.state.urls'),
  },
  {
    id: 'graphql',
    route: 'graphql',
    labelKey: 'graphql.title',
    subtitleKey: 'graphql.subtitle',
    group: 'urls',
    state: ({ summary }) => (summary.graphql ? counted(summary.graphql.total, 'nav.state.operations') : null),
  },
  {
    id: 'moved',
    route: 'moved-urls',
    labelKey: 'moved.title',
    subtitleKey: 'moved.subtitle',
    group: 'urls',
  },
  {
    id: 'exposure',
    route: 'exposure',
    labelKey: 'exposure.title',
    subtitleKey: 'exposure.subtitle',
    group: 'security',
    state: ({ summary }) => counted(summary.findings.high ?? 0, 'nav.state.highFindings', true),
  },
  {
    id: 'platform',
    route: 'platform',
    labelKey: 'platform.title',
    subtitleKey: 'platform.subtitle',
    group: 'security',
    state: ({ warnings }) =>
      warnings === undefined || warnings === null ? null : counted(warnings, 'nav.state.warnings', true),
  },
  {
    id: 'links',
    route: 'links',
    labelKey: 'links.title',
    subtitleKey: 'links.subtitle',
    group: 'content',
    state: ({ summary }) => counted(summary.links.broken_internal, 'nav.state.brokenLinks', true),
  },
  {
    id: 'files',
    route: 'files',
    labelKey: 'files.title',
    subtitleKey: 'files.subtitle',
    group: 'content',
    state: ({ summary }) => counted(summary.files.unused, 'nav.state.unusedFiles'),
  },
  {
    id: 'monitoring',
    route: 'monitoring',
    labelKey: 'monitor.title',
    subtitleKey: 'monitor.subtitle',
    group: 'content',
  },
  {
    id: 'runs',
    route: 'runs',
    labelKey: 'runs.title',
    subtitleKey: 'runs.subtitle',
    group: 'ci',
    state: ({ summary }) => {
      const verdict = summary.last_run?.verdict;
      if (!verdict) return { labelKey: 'nav.state.noRun', tone: 'neutral' };
      const tone = verdict === 'passed' ? 'success' : verdict === 'nothing-tested' ? 'warning' : 'danger';
      return { labelKey: `runs.verdict.${verdict}`, tone };
    },
  },
  {
    id: 'settings',
    route: `/settings/${PLUGIN_ID}`,
    labelKey: 'settings.title',
    subtitleKey: 'settings.subtitle',
    group: 'setup',
  },
];

/** The reports home's route: the overview (`pages/App.tsx` index route). */
export const OVERVIEW_PATH = `/plugins/${PLUGIN_ID}`;

/** The admin-router path of an entry (without the `/admin` base): what `NavLink` is given. */
export function navPath(entry: Pick<ReportNavEntry, 'route'>): string {
  return entry.route.startsWith('/') ? entry.route : `${OVERVIEW_PATH}/${entry.route}`;
}

/** The entries of each group, the groups in `NAV_GROUPS` order, empty groups left out. */
export function navSections(entries: readonly ReportNavEntry[] = REPORT_NAV) {
  return NAV_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group),
  })).filter((section) => section.entries.length > 0);
}

/** An entry's state from the figures (null: no summary yet, or nothing to show for it). */
export function navState(
  entry: ReportNavEntry,
  summary: Summary | null,
  warnings?: number | null,
): NavState | null {
  return summary && entry.state ? entry.state({ summary, warnings }) : null;
}
