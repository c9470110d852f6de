import type { Core } from '@strapi/strapi';
import { readSettings } from './settings';

/** Warns once at boot when the API cannot answer yet; never logs the key itself. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = readSettings(strapi);
  if (settings.apiKey.value === null) {
    strapi.log.warn(
      '[route-discovery] DISCOVERY_API_KEY is not configured: the API answers 500 until it is set',
    );
  }
};
