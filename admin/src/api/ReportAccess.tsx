import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { createReportAccess, type ReportAccess } from './report-client';

/** The signed report value shared by the components of one report page (`ReportAccessProvider`). */
export const ReportAccessContext = createContext<ReportAccess | null>(null);

/**
 * Gives the report pages inside it one signed report value, minted at mount beside the pages'
 * report config request rather than after it, so a page's first report read waits one round trip,
 * not two, and every list and panel reads with the same value (decision 0192). It sits around all
 * the plugin's pages (their layout, `pages/App.tsx`), so moving between them keeps the value
 * (decision 0238); a provider inside another one adds nothing. The value lives as long as the
 * plugin's pages are mounted; the mint uses this component's fetch client, so it ends with them.
 */
export function ReportAccessProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ReportAccessContext);
  const { post } = useFetchClient();
  const access = useMemo(() => outer ?? createReportAccess(post), [outer, post]);
  // While the reports are closed this mint is refused (404) and dropped, as the widget's is
  // (decision 0191); the page then shows "reports disabled" from its config and reads no report.
  useEffect(() => {
    if (!outer) access.prime();
  }, [access, outer]);
  return <ReportAccessContext.Provider value={access}>{children}</ReportAccessContext.Provider>;
}
