import { createContext, useEffect, useMemo, type ReactNode } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { createReportAccess, type ReportAccess } from './report-client';

/** The signed report value shared by the components of one report page (`ReportAccessProvider`). */
export const ReportAccessContext = createContext<ReportAccess | null>(null);

/**
 * Gives the report page inside it one signed report value, minted at mount beside the page's
 * report config request rather than after it, so a page's first report read waits one round trip,
 * not two, and every list and panel of the page reads with the same value (decision 0192). The
 * value lives as long as the page is mounted; the mint uses this component's fetch client, so it
 * ends when the page unmounts.
 */
export function ReportAccessProvider({ children }: { children: ReactNode }) {
  const { post } = useFetchClient();
  const access = useMemo(() => createReportAccess(post), [post]);
  // While the reports are closed this mint is refused (404) and dropped, as the widget's is
  // (decision 0191); the page then shows "reports disabled" from its config and reads no report.
  useEffect(() => access.prime(), [access]);
  return <ReportAccessContext.Provider value={access}>{children}</ReportAccessContext.Provider>;
}
