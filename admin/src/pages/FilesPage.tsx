import { useMemo, useState } from 'react';
import { Flex } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { adminApiPath, type ReferenceIndexResponse } from '@route-discovery/contract';
import { useListApi } from '../api/useListApi';
import type { ReferenceIndexClient } from '../api/useReferenceIndex';
import { FilesReport } from '../components/files/FilesReport';
import { ReferenceIndexPanel } from '../components/files/ReferenceIndexPanel';
import { ReportFrame, type ReportEndpoints } from '../components/ReportFrame';

/** The reference index panel's client: the admin routes, with the session `useFetchClient` adds. */
function useReferenceIndexClient(): ReferenceIndexClient {
  const { get, post } = useFetchClient();
  return useMemo(
    () => ({
      read: async () => (await get<ReferenceIndexResponse>(adminApiPath('reference-index'))).data.data,
      rebuild: async () =>
        (await post<ReferenceIndexResponse>(adminApiPath('reference-index/rebuild'))).data.data,
    }),
    [get, post],
  );
}

function Files({ endpoints }: { endpoints: ReportEndpoints }) {
  const { fetchJson, exportUrl } = useListApi();
  const indexClient = useReferenceIndexClient();
  // The usage counts are read from the index: once a rebuild ends, both tables read their page again.
  const [built, setBuilt] = useState(0);
  return (
    <Flex direction="column" alignItems="stretch" gap={6}>
      <ReferenceIndexPanel client={indexClient} onBuilt={() => setBuilt((count) => count + 1)} />
      <FilesReport key={built} endpoint={endpoints.files} fetchJson={fetchJson} exportUrl={exportUrl} />
    </Flex>
  );
}

/** Files report: each upload file's usage from the reference index, unused files, missing files. */
export function FilesPage() {
  return (
    <ReportFrame titleId="files.title" subtitleId="files.subtitle">
      {(_config, endpoints) => <Files endpoints={endpoints} />}
    </ReportFrame>
  );
}
