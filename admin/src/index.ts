import { Globe } from '@strapi/icons';
import { REPORTS_READ_ACTION } from '@route-discovery/contract';
import { PLUGIN_ID } from './pluginId';
import { getTranslation } from './utils/getTranslation';
import { UsedInPanel } from './components/used-in/UsedInPanel';
import { registerTrads } from './registerTrads';

/** Permission that opens the reports in the menu; Strapi grants every action to super admins. */
export const READ_REPORTS = [{ action: REPORTS_READ_ACTION, subject: null }];

interface AdminApp {
  registerPlugin(plugin: { id: string; name: string }): void;
  addMenuLink(link: {
    to: string;
    icon: unknown;
    intlLabel: { id: string; defaultMessage: string };
    Component: () => Promise<{ default: unknown }>;
    permissions: typeof READ_REPORTS;
  }): void;
  addSettingsLink(
    section: string,
    link: {
      id: string;
      to: string;
      intlLabel: { id: string; defaultMessage: string };
      Component: () => Promise<{ default: unknown }>;
      permissions: typeof READ_REPORTS;
    },
  ): void;
  widgets: {
    register(widget: {
      id: string;
      pluginId: string;
      icon?: unknown;
      title: { id: string; defaultMessage: string };
      link?: { label: { id: string; defaultMessage: string }; href: string };
      component: () => Promise<unknown>;
      permissions?: typeof READ_REPORTS;
    }): void;
  };
}

/** The part of the admin app `bootstrap` receives that is used here (`@strapi/admin` `StrapiApp`). */
interface AdminBootstrapApp {
  getPlugin(id: string): unknown;
}

/** The Content Manager's plugin APIs (`@strapi/content-manager` `content-manager.d.ts`, 5.54). */
interface ContentManagerPlugin {
  apis?: { addEditViewSidePanel?(panels: unknown[]): void };
}

/**
 * Admin entry: the report pages (menu link), the settings page (Settings > Global) and the
 * homepage widget, all three behind the reports permission (`READ_REPORTS`); and the Content
 * Manager's "Used in" edit-view panel for every admin who may read the open document.
 */
export default {
  register(app: AdminApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: PLUGIN_ID });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Globe,
      intlLabel: { id: getTranslation('plugin.name'), defaultMessage: 'Route discovery' },
      Component: () => import('./pages/App'),
      permissions: READ_REPORTS,
    });
    app.addSettingsLink('global', {
      id: PLUGIN_ID,
      to: PLUGIN_ID,
      intlLabel: { id: getTranslation('plugin.name'), defaultMessage: 'Route discovery' },
      Component: () => import('./pages/SettingsPage'),
      permissions: READ_REPORTS,
    });
    app.widgets.register({
      id: 'summary',
      pluginId: PLUGIN_ID,
      icon: Globe,
      title: { id: getTranslation('widget.title'), defaultMessage: 'Route discovery' },
      link: {
        label: { id: getTranslation('widget.link'), defaultMessage: 'Open reports' },
        href: `/plugins/${PLUGIN_ID}`,
      },
      component: async () => (await import('./components/HomepageWidget')).HomepageWidget,
      // The homepage hides a widget by `permissions`; it ignores `roles` (`@strapi/admin`
      // `pages/Home/HomePage.js`, 5.54), which showed editors a failing widget.
      permissions: READ_REPORTS,
    });
  },

  bootstrap(app: AdminBootstrapApp) {
    // The Content Manager's edit view "Used in" panel: every admin who may read the document sees
    // it (the server route asks Strapi's permission engine), not only readers of the reports.
    const contentManager = app.getPlugin('content-manager') as ContentManagerPlugin | undefined;
    contentManager?.apis?.addEditViewSidePanel?.([UsedInPanel]);
  },

  registerTrads,
};
