/**
 * @jest-environment jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MonitorSchedulePanel } from '../../admin/src/components/monitor/MonitorSchedulePanel';
import { renderAdmin } from '../helpers/admin-render';
import { scheduleClient } from '../helpers/monitor-schedule-fixture';

describe('the monitor schedule on the Settings page', () => {
  it('shows the schedule, saves a cron expression, says why a save is refused, and checks now', async () => {
    const client = scheduleClient();
    renderAdmin(<MonitorSchedulePanel client={client} />);
    await waitFor(() =>
      expect(screen.getByTestId('monitor-schedule-next').textContent).toMatch(/Next scheduled run: .*2026/),
    );
    expect(screen.getByText(/whether or not Strapi's cron \(server.cron.enabled\) is on/)).toBeTruthy();
    expect(screen.queryByTestId('monitor-schedule-config-note')).toBeNull();
    // Kinds not watched yet are listed, and cannot be chosen.
    expect(
      screen.getByRole('checkbox', { name: 'Media files the content uses (not watched yet)' }),
    ).toHaveProperty('disabled', true);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Run on a schedule' }));
    fireEvent.click(save);
    await waitFor(() => expect(client.calls).toEqual([['save', { enabled: false }]]));

    fireEvent.click(screen.getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(screen.getByText('Run started (queued).')).toBeTruthy());
    expect(client.calls.at(-1)).toEqual(['checkNow']);
  });

  it('shows the fields the config fixes as read-only, with the note that config wins', async () => {
    renderAdmin(
      <MonitorSchedulePanel client={scheduleClient({ fixed_by_config: ['enabled', 'frequency', 'cron'] })} />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('monitor-schedule-config-note').textContent).toBe(
        "Set in the plugin's config, which wins over this page: on or off, frequency, cron expression.",
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Run on a schedule' })).toHaveProperty('disabled', true);
  });
});
