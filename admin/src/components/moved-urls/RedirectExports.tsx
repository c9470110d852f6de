import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { REDIRECT_FORMATS, type RedirectFormat } from '@route-discovery/contract';
import { useT } from '../../hooks/useT';
import { busyButtonProps } from '../../lib/busy-button';
import { downloadText } from '../../lib/export';

/** The file each format is saved as (the server's `Content-Disposition` names, moved-urls/redirect-formats.ts). */
const FILE_NAMES: Record<RedirectFormat, { name: string; type: string }> = {
  nextjs: { name: 'redirects.json', type: 'application/json' },
  netlify: { name: '_redirects', type: 'text/plain' },
  vercel: { name: 'vercel.json', type: 'application/json' },
  nginx: { name: 'redirects.nginx.conf', type: 'text/plain' },
  apache: { name: 'redirects.conf', type: 'text/plain' },
  csv: { name: 'redirects.csv', type: 'text/csv' },
  gone: { name: 'gone.txt', type: 'text/plain' },
};

/** What the export buttons call: the redirect text of a format, and (with Webtools) creating them there. */
export interface RedirectActions {
  redirectText: (format: RedirectFormat) => Promise<string>;
  /** Present only when strapi-plugin-webtools is installed; resolves once the redirects are created. */
  createInWebtools?: () => Promise<void>;
}

/**
 * One download button per redirect format of `v1/moved-urls/redirects` (every record, chains
 * collapsed, docs/api.md), and "Create redirects in Webtools" when Webtools is installed: an
 * admin's click, never done silently (issue 46 item 3).
 */
export function RedirectExports({ actions }: { actions: RedirectActions }) {
  const t = useT();
  const [busy, setBusy] = useState<RedirectFormat | 'webtools' | null>(null);
  const [message, setMessage] = useState<{ id: string; failed: boolean } | null>(null);
  const run = async (
    what: RedirectFormat | 'webtools',
    action: () => Promise<void>,
    doneId: string | null,
  ) => {
    setBusy(what);
    setMessage(null);
    try {
      await action();
      if (doneId) setMessage({ id: doneId, failed: false });
    } catch {
      setMessage({ id: what === 'webtools' ? 'moved.webtools.failed' : 'export.failed', failed: true });
    } finally {
      setBusy(null);
    }
  };
  const { createInWebtools } = actions;
  return (
    <Flex gap={2} wrap="wrap" alignItems="center" role="group" aria-label={t('moved.exports')}>
      {REDIRECT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="tertiary"
          {...busyButtonProps(
            busy === format,
            () =>
              void run(
                format,
                async () => {
                  const file = FILE_NAMES[format];
                  downloadText(file.name, await actions.redirectText(format), file.type);
                },
                null,
              ),
          )}
        >
          {t(`moved.format.${format}`)}
        </Button>
      ))}
      {createInWebtools ? (
        <Button
          variant="secondary"
          {...busyButtonProps(
            busy === 'webtools',
            () => void run('webtools', createInWebtools, 'moved.webtools.done'),
          )}
        >
          {t('moved.webtools.create')}
        </Button>
      ) : null}
      {message ? (
        <Typography
          textColor={message.failed ? 'danger600' : 'success600'}
          role={message.failed ? 'alert' : 'status'}
        >
          {t(message.id)}
        </Typography>
      ) : null}
    </Flex>
  );
}
