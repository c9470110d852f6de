/**
 * The public module of `watch/` (docs/decisions/0261-feature-public-modules.md): what the top floor
 * uses of it (no other feature does). The monitor's watcher and its webhook events, which the plugin
 * starts; its schedule, runs, targets and target events, which the monitor's controllers answer with.
 */
export { createWatcher, type WatcherOptions } from './watcher';
export type { RouteRowSource } from './route-targets';
export { registerMonitorWebhookEvents } from './alerts/webhook-events';
export { systemClock } from './clock';

// The schedule: the one in force, the settings that fix it, and the next run.
export { effectiveSchedule, fixedFields, saveSchedule } from './schedule-settings';
export { EXTERNAL_SCHEDULE, nextRunAt } from './schedule';

// The monitor's answers: its runs, targets and target events.
export { monitorAnswer } from './monitor-answer';
export { lastScheduledAt, runAnswer } from './run-store';
export { ownUrlRules } from './content-targets';
export { parseTargetsQuery, targetsPage } from './monitor-targets';
export { parseTargetEventsQuery, targetEventsPage } from './target-events';
