import { useState } from 'react';
import { Button, Flex, Typography } from '@strapi/design-system';
import { EXPORT_FORMATS, type ExportFormat, type PagedList } from '@route-discovery/contract';
import type { ExportUrl } from '../api/usePagedList';
import { useT } from '../hooks/useT';
import { busyButtonProps } from '../lib/busy-button';
import { navigateToDownload } from '../lib/export';

/**
 * JSON, CSV and Markdown exports of a list with the table's filters, search and sort: the server
 * streams the file (`format=`) to a single-use URL the admin asks for and then navigates to, so
 * the download starts at once and the rows never pass through the tab's memory.
 */
export function ExportButtons({
  list,
  query,
  exportUrl,
}: {
  list: PagedList;
  query: Record<string, string>;
  exportUrl: ExportUrl;
}) {
  const t = useT();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const start = async (format: ExportFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      navigateToDownload(await exportUrl(list, query, format));
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Flex gap={2} wrap="wrap" alignItems="center">
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="tertiary"
          {...busyButtonProps(busy === format, () => void start(format))}
        >
          {t(`export.${format}`)}
        </Button>
      ))}
      {failed && (
        <Typography textColor="danger600" role="alert">
          {t('export.failed')}
        </Typography>
      )}
    </Flex>
  );
}
