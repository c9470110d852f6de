/**
 * Strapi's own admin-API routes declared `auth: false`, keyed by qualified handler, with what they
 * answer: the admin panel needs them before anyone has logged in. Sources: `@strapi/admin`
 * `server/src/routes/admin.ts` and `authentication.ts`, controllers `admin.ts` (`init`,
 * `getProjectType`) and `authentication.ts`; `@strapi/content-manager` `server/src/preview`
 * (`getPreviewScript`). An `auth: false` admin route not listed here is reported as `public`.
 */
export const PUBLIC_BY_DESIGN: Readonly<Record<string, string>> = {
  'admin::admin.init':
    'Boot data of the login page: whether an admin exists, the project UUID (false when telemetry is off) and the logo URLs; no content.',
  'admin::admin.getProjectType':
    'Edition (CE or EE), feature flags and whether AI features are on; no content.',
  'admin::authentication.login': 'Admin login: e-mail and password in, session out.',
  'admin::authentication.accessToken': 'Exchanges the admin refresh cookie for an access token.',
  'admin::authentication.renewToken':
    'Exchanges a valid admin JWT for a fresh one (minors before admin sessions).',
  'admin::authentication.registerAdmin': 'Creates the first super admin; refused once an admin exists.',
  'admin::authentication.registrationInfo':
    'Reads an invited admin by registration token (query `registrationToken`); refused without a valid one.',
  'admin::authentication.register': 'Completes an invitation: needs a valid registration token.',
  'admin::authentication.forgotPassword':
    'Sends a password reset e-mail to an admin; answers the same for unknown e-mails.',
  'admin::authentication.resetPassword': 'Sets a new admin password: needs a valid reset token.',
  'plugin::content-manager.preview.getPreviewScript':
    'The static script a previewed front end loads to talk to the Content Manager; no content.',
};
