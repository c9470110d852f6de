/** `strapi build` of the playground (scripts/build-admin-panel.js); throws with Strapi's output on failure. */
export function buildAdminPanel(): void;
