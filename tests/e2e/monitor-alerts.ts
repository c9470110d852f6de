import type { MonitorResponse, MonitorRun } from '@route-discovery/contract';
import type { AlertReceivers } from '../helpers/alert-receivers';
import { checkNowThrough } from '../helpers/monitor';
import type { Playground } from '../helpers/playground';

/**
 * The browser tests' monitor (issue 45): the seeded links to outside URLs point where nothing
 * answers (playground/src/seed/links.js, `DEFAULT_OUTSIDE`), so two checks in a row make them
 * broken (`brokenAfter` 2) and that run alerts two channels on a receiver on 127.0.0.1: a webhook
 * it takes (`delivered`) and a Slack webhook it refuses with a 500 (`failed`, one attempt). The
 * Monitoring page's Alerts panel (admin RunAlertsPanel.tsx) then has a row of each.
 */

/** The receiver's path that refuses every message. */
export const REFUSING_PATH = '/slack/T000/B000/refused';

/** What the receiver answers: 500 on `REFUSING_PATH`, 204 elsewhere. */
export const receiverStatus = (path: string) => (path === REFUSING_PATH ? 500 : 204);

/**
 * The plugin config (`ROUTE_DISCOVERY_CONFIG`) of that monitor, its channels on `receivers`: the
 * schedule stays off (runs are "Check now"), links on 127.0.0.1 are watched, no pacing or retry.
 */
export function monitorAlertsConfig(receivers: AlertReceivers): string {
  return JSON.stringify({
    watch: {
      allowPrivateHosts: true,
      hostIntervalMs: 0,
      maxRetries: 0,
      timeoutMs: 5000,
      alerts: {
        maxAttempts: 1,
        channels: [
          { type: 'webhook', url: `${receivers.origin}/alerts`, secret: 'whsec-e2e-0123456789abcdef' },
          { type: 'slack', url: `${receivers.origin}${REFUSING_PATH}` },
        ],
      },
    },
  });
}

/** `GET v1/monitor` with the API key. */
async function monitorAnswer(playground: Playground): Promise<MonitorResponse> {
  const response = await playground.http
    .get('/api/route-discovery/v1/monitor')
    .set('Authorization', `Bearer ${playground.apiKey}`);
  return response.body as MonitorResponse;
}

/**
 * Polls `GET v1/monitor` every 200 ms until run `id` is done and its alerts settled (not
 * `sending`), at most 60 s.
 * @throws when it has not settled by then
 */
async function settledRun(playground: Playground, id: string): Promise<MonitorRun> {
  for (let tries = 0; tries < 300; tries += 1) {
    const run = (await monitorAnswer(playground)).runs.find((entry) => entry.id === id);
    if (run?.state === 'done' && run.alerts && run.alerts.state !== 'sending') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`monitor run ${id} did not settle within 60 s`);
}

/**
 * "Check now" twice, each run waited for: the second finds the outside links broken and alerts.
 * Answers that run (its `alerts.channels`: one delivered, one failed).
 */
export async function runMonitorUntilAlerted(playground: Playground): Promise<MonitorRun> {
  await settledRun(playground, await checkNowThrough(playground.http, playground.apiKey));
  return settledRun(playground, await checkNowThrough(playground.http, playground.apiKey));
}
