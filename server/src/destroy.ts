import type { Core } from '@strapi/strapi';
import { stopOpenApiBuild } from './openapi/generated-cache';

/** The plugin's `destroy` lifecycle: stops work still under way in the background. */
export default function destroy({ strapi }: { strapi: Core.Strapi }): void {
  stopOpenApiBuild(strapi);
}
