/**
 * The public module of `integrity/` (docs/decisions/0261-feature-public-modules.md): what the top
 * floor uses of it (no other feature does). The integrity findings in batches, their counts per
 * kind, and the media findings, which the integrity service and controller answer with.
 */
export {
  emptyCounts,
  integrityBatches,
  mediaFindings,
  type CountByKind,
  type IntegrityQuery,
} from './integrity-rows';
