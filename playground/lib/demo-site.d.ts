/**
 * The demo's website (see demo-site.js): the plugin config that gives articles and categories a
 * website URL, passed as ROUTE_DISCOVERY_CONFIG by the demo.
 */
export const DEMO_SITE_CONFIG: {
  siteUrl: string;
  urlPatterns: Record<string, string>;
};
