/**
 * The response contract of `GET /api/route-discovery/:version/exposure`, as the exposure audit
 * reads it: re-exported from `@route-discovery/contract` (the one definition, shared with the
 * admin and the CLI), so the audit's modules keep importing it from here.
 */
export type {
  ContentTypeExposure,
  CoreRoute,
  CoreRouteAccess,
  ExposureReport,
  ExposureResponse,
  ExposureRoute,
  Finding,
  FindingSeverity,
  RouteAccess,
} from '@route-discovery/contract';
