import type { ReferenceIndexResponse } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import { listManagedContentTypes } from '../model/content-types';
import { rebuildStatus } from './answers';
import { rebuildIfReplaced } from './index-on-boot';
import { readRebuildState } from './rebuild';
import { staleContentTypes } from './watermarks';

/**
 * The reference index as the admin shows it: the rebuild's progress (`rebuildStatus`) and each
 * indexed content type's state. While no rebuild has finished, or one is running, every type is
 * `building` and no watermark is read (the admin polls this while it builds); otherwise one
 * watermark statement per type tells `current` from `stale`
 * (docs/decisions/0183-reference-index-staleness.md). Content replaced by Strapi's data transfer
 * starts a rebuild first (`rebuildIfReplaced`, docs/decisions/0205-index-after-data-transfer.md).
 */
export async function referenceIndexStatus(strapi: Core.Strapi): Promise<ReferenceIndexResponse['data']> {
  await rebuildIfReplaced(strapi);
  const state = await readRebuildState(strapi);
  const uids = listManagedContentTypes(strapi)
    .map((type) => type.uid)
    .sort();
  const building = !state || state.status === 'building';
  const stale = building ? new Set<string>() : new Set(await staleContentTypes(strapi));
  return {
    rebuild: rebuildStatus(state),
    content_types: uids.map((uid) => ({
      content_type: uid,
      state: building ? 'building' : stale.has(uid) ? 'stale' : 'current',
    })),
  };
}
