import { useState } from 'react';
import { Button } from '@strapi/design-system';
import { useT } from '../../hooks/useT';
import { busyButtonProps } from '../../lib/busy-button';
import { downloadText } from '../../lib/export';

/** Media type of the CycloneDX JSON document (the server's `CYCLONEDX_MEDIA_TYPE` without its version). */
export const CYCLONEDX_JSON_TYPE = 'application/vnd.cyclonedx+json';

/** File name of the download: CycloneDX's recommended `*.cdx.json` extension. */
export const SBOM_FILE_NAME = 'sbom.cdx.json';

/**
 * Downloads the CycloneDX SBOM (`GET /v1/platform?format=cyclonedx`) as `sbom.cdx.json`.
 * @param fetchSbom fetches the document as text; a rejection calls `onError` and downloads nothing
 */
export function SbomExportButton({
  fetchSbom,
  onDone,
  onError,
}: {
  fetchSbom: () => Promise<string>;
  onDone: () => void;
  onError: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const exportSbom = async () => {
    setBusy(true);
    try {
      downloadText(SBOM_FILE_NAME, await fetchSbom(), CYCLONEDX_JSON_TYPE);
      onDone();
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" {...busyButtonProps(busy, () => void exportSbom())}>
      {t('platform.exportSbom')}
    </Button>
  );
}
