import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import type { MonitorEvent, MonitorTargetEventsEnvelope } from '@route-discovery/contract';
import { useIntl } from 'react-intl';
import type { MonitorApi } from '../../api/monitor-client';
import { useT } from '../../hooks/useT';
import { Panel } from '../Panel';
import { ToneBadge } from '../ToneBadge';
import { WHEN } from './monitor-labels';

/** What the timeline holds: the pages read so far, or the first page's loading or error. */
interface Loaded {
  target: MonitorTargetEventsEnvelope['target'] | null;
  events: MonitorEvent[];
  next: string | null;
  loading: boolean;
  error: boolean;
}

const START: Loaded = { target: null, events: [], next: null, loading: true, error: false };

/**
 * One watched URL's history as a timeline, newest first: each "broken" and "recovered" event
 * with its time and the answer that raised it, then when it was first seen; "Show older" reads the
 * next page (`GET v1/monitor/targets/{id}/events`). Its heading takes the focus when it opens, so
 * a keyboard user lands on what they asked for.
 */
export function TargetTimeline({ api, id, onClose }: { api: MonitorApi; id: string; onClose: () => void }) {
  const t = useT();
  const { formatDate } = useIntl();
  const [loaded, setLoaded] = useState<Loaded>(START);
  const heading = useRef<HTMLHeadingElement>(null);

  const read = useCallback(
    (cursor: string | null) => {
      setLoaded((previous) => ({ ...previous, loading: true, error: false }));
      api.events(id, cursor).then(
        (page) =>
          setLoaded((previous) => ({
            target: page.target,
            events: cursor ? [...previous.events, ...page.events] : page.events,
            next: page.metadata.page.next_cursor,
            loading: false,
            error: false,
          })),
        () => setLoaded((previous) => ({ ...previous, loading: false, error: true })),
      );
    },
    [api, id],
  );
  useEffect(() => {
    setLoaded(START);
    read(null);
    heading.current?.focus();
  }, [read]);

  const { target, events } = loaded;
  return (
    <Panel testId="monitor-timeline">
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Flex justifyContent="space-between" gap={2} wrap="wrap">
          <Typography variant="delta" tag="h2" ref={heading} tabIndex={-1}>
            {t('monitor.timeline.title')}
          </Typography>
          <Button variant="tertiary" onClick={onClose}>
            {t('monitor.timeline.close')}
          </Button>
        </Flex>
        {target ? <Typography style={{ wordBreak: 'break-all' }}>{target.url}</Typography> : null}
        {loaded.error ? <Typography textColor="danger600">{t('state.error')}</Typography> : null}
        {!loaded.loading && target && events.length === 0 ? (
          <Typography textColor="neutral600">{t('monitor.timeline.empty')}</Typography>
        ) : null}
        <ol aria-label={t('monitor.timeline.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.map((event) => (
            <li key={`${event.run_id}:${event.at}`} data-testid="timeline-event">
              <Box
                paddingBottom={2}
                paddingLeft={3}
                borderColor="neutral200"
                style={{ borderLeftWidth: 2, borderLeftStyle: 'solid' }}
              >
                <Flex gap={2} wrap="wrap">
                  <ToneBadge tone={event.event === 'broken' ? 'danger' : 'success'}>
                    {t(`monitor.event.${event.event}`)}
                  </ToneBadge>
                  <Typography>{formatDate(event.at, WHEN)}</Typography>
                  <Typography textColor="neutral600">
                    {event.status === null
                      ? event.error || t('monitor.noAnswer')
                      : t('monitor.status', { status: event.status })}
                  </Typography>
                </Flex>
              </Box>
            </li>
          ))}
          {target && !loaded.next && !loaded.loading ? (
            <li data-testid="timeline-first-seen">
              <Box paddingLeft={3}>
                <Typography textColor="neutral600">
                  {t('monitor.timeline.firstSeen', { date: formatDate(target.first_seen, WHEN) })}
                </Typography>
              </Box>
            </li>
          ) : null}
        </ol>
        {loaded.loading ? <Typography textColor="neutral600">{t('state.loading')}</Typography> : null}
        {loaded.next && !loaded.loading ? (
          <Box>
            <Button variant="secondary" onClick={() => read(loaded.next)}>
              {t('monitor.timeline.older')}
            </Button>
          </Box>
        ) : null}
      </Flex>
    </Panel>
  );
}
