import type { ContentTypeInfo } from '../model/content-types';
import type { TypeSitePlan } from '../site-pages';

/** A content type with a site URL plan (a `urlPatterns` entry, or webtools' alias). */
export interface PlannedType {
  type: ContentTypeInfo;
  plan: TypeSitePlan;
}
