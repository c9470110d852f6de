import type { Core } from '@strapi/strapi';
import { adminUrlOf } from '../model/edit-view';
import { MEDIA_STATUSES } from '@route-discovery/contract';
import {
  type CountByKind,
  emptyCounts,
  integrityBatches,
  type IntegrityQuery,
  mediaFindings,
} from '../integrity';
import type { EncodedBatch } from '../streaming/encoded-batches';
import { contentLinkBatches } from '../content-links';
import { linkRunOptions } from './content-links';

/**
 * Integrity service: the findings of `v1/integrity` (docs/api.md, "Integrity"), lost relations
 * from the database and media findings from the content-links run (`status=` the media
 * statuses, `scope=all`), so a media rule is decided in one place.
 */
export default function createIntegrityService({ strapi }: { strapi: Core.Strapi }) {
  return {
    /**
     * The findings in encoded batches, and their count per kind (complete once the batches are).
     * @param origin the origin the request reached the CMS at (`publicOrigin`)
     */
    findingBatches(
      query: IntegrityQuery,
      origin: string,
    ): { batches: AsyncGenerator<EncodedBatch>; counts: CountByKind } {
      const counts = emptyCounts();
      const adminUrl = adminUrlOf(strapi);
      const media = () =>
        mediaFindings(
          contentLinkBatches(
            strapi,
            {
              kind: null,
              contentType: query.contentType,
              locale: null,
              scope: 'all',
              status: MEDIA_STATUSES,
            },
            linkRunOptions(strapi, origin),
          ),
        );
      return { batches: integrityBatches(strapi, query, media, adminUrl, counts), counts };
    },
  };
}
