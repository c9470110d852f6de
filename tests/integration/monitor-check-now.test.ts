import type { MonitorRun } from '@route-discovery/contract';
import { useMonitorSuite } from '../helpers/monitor-suite';

/**
 * The Monitoring page's Check now (docs/monitoring.md) on one database: a super admin starts a run,
 * an editor is refused. The monitor's runs are in monitor.test.ts; the playground in
 * tests/helpers/monitor-suite.ts.
 */

const suite = useMonitorSuite();
const { get } = suite;

describe('monitor of external links: Check now', () => {
  it("POST /route-discovery/monitor/runs: the Monitoring page's Check now, for a super admin only", async () => {
    const role = async (code: string) =>
      (await suite.playground.strapi.db.query('admin::role').findOne({ where: { code } })) as { id: number };
    const admins = [
      { email: 'monitor-super@example.com', code: 'strapi-super-admin' },
      { email: 'monitor-editor@example.com', code: 'strapi-editor' },
    ];
    for (const admin of admins) {
      await suite.playground.strapi.service('admin::user').create({
        email: admin.email,
        firstname: 'Monitor',
        password: 'Monitor-Passw0rd!',
        isActive: true,
        roles: [(await role(admin.code)).id],
      });
    }
    const tokenOf = (email: string) => suite.playground.adminToken({ email, password: 'Monitor-Passw0rd!' });
    const post = (token: string) =>
      suite.playground.http.post('/route-discovery/monitor/runs').set('Authorization', `Bearer ${token}`);

    const refused = await post(await tokenOf('monitor-editor@example.com'));
    expect(refused.status).toBe(403);
    const started = await post(await tokenOf('monitor-super@example.com'));
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ trigger: 'manual' });
    expect(['queued', 'running', 'done']).toContain(started.body.data.state);
    let run: MonitorRun | undefined;
    for (let tries = 0; tries < 100; tries += 1) {
      run = ((await get('monitor')).body.runs as MonitorRun[]).find((row) => row.id === started.body.data.id);
      if (run?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(run).toMatchObject({ state: 'done', trigger: 'manual' });
  });
});
