import { Divider } from '@strapi/design-system';
import { SubNav } from '@strapi/strapi/admin';
import { useReportsData } from '../../api/reports-data-context';
import { useT } from '../../hooks/useT';
import { navPath, navSections, navState, OVERVIEW_PATH } from '../../navigation/report-nav';
import { NavStateBadge } from './NavStateBadge';

/**
 * The plugin's side navigation, drawn with Strapi's `SubNav` as the Content Manager and Settings
 * draw theirs (`@strapi/admin` `pages/Settings/components/SettingsNav`, `@strapi/content-manager`
 * `components/LeftMenu`, 5.54): a header, the overview, then one section per group of
 * `REPORT_NAV`, each link with its count or state from the one shared `v1/summary`
 * (`ReportsDataProvider`). The links are `NavLink`s: the current page's has `aria-current="page"`.
 */
export function ReportNav() {
  const t = useT();
  const data = useReportsData();
  const summary = data?.config.data?.reportsEnabled ? data.summary.summary : null;
  const label = t('plugin.name');
  return (
    <SubNav.Main aria-label={label} data-testid="report-nav">
      <SubNav.Header label={label} />
      <Divider />
      <SubNav.Content>
        <SubNav.Sections>
          {[
            <SubNav.Section key="overview" label={t('nav.group.overview')}>
              {[
                <SubNav.Link
                  key="overview"
                  to={OVERVIEW_PATH}
                  end
                  label={t('nav.overview')}
                  data-testid="nav-overview"
                />,
              ]}
            </SubNav.Section>,
            ...navSections().map(({ group, entries }) => (
              <SubNav.Section key={group} label={t(`nav.group.${group}`)}>
                {entries.map((entry) => {
                  const state = navState(entry, summary);
                  return (
                    <SubNav.Link
                      key={entry.id}
                      to={navPath(entry)}
                      label={t(entry.labelKey)}
                      data-testid={`nav-${entry.id}`}
                      endAction={state ? <NavStateBadge state={state} /> : null}
                    />
                  );
                })}
              </SubNav.Section>
            )),
          ]}
        </SubNav.Sections>
      </SubNav.Content>
    </SubNav.Main>
  );
}
