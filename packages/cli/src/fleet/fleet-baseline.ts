import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CouldNotRunError } from '../exit-codes';
import { FLEET_DRIFT_KINDS, type FleetDrift } from './fleet-diff';

/**
 * The fleet baseline (`fleet --baseline FILE`, written by `--save-baseline FILE`;
 * docs/decisions/0162-fleet-report-and-baseline.md): the drift a fleet is allowed to have, as
 * kind and subject; `*` in a subject stands for any characters (`GET /api/preview/*`).
 * Values are not part of an entry: a version that differs stays allowed when it moves on.
 */
export const fleetBaselineSchema = z.strictObject({
  format: z.literal('route-discovery-fleet-baseline/1'),
  allow: z.array(z.strictObject({ kind: z.enum(FLEET_DRIFT_KINDS), subject: z.string().min(1) })),
});
/** The fleet baseline file. */
export type FleetBaseline = z.infer<typeof fleetBaselineSchema>;

/** Reads a fleet baseline. @throws CouldNotRunError when it is missing or not one */
export function readFleetBaseline(file: string): FleetBaseline {
  try {
    return fleetBaselineSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    throw new CouldNotRunError(
      `fleet: --baseline ${file} is not a fleet baseline written by fleet --save-baseline.`,
    );
  }
}

/** A subject pattern as a whole-string regular expression: `*` any characters, the rest literal. */
function subjectPattern(subject: string): RegExp {
  return new RegExp(
    `^${subject
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/** Marks each drift `allowed` when a baseline entry of its kind matches its subject. */
export function applyFleetBaseline(
  drift: ReadonlyArray<Omit<FleetDrift, 'allowed'>>,
  baseline: FleetBaseline | null,
): FleetDrift[] {
  const allow = (baseline?.allow ?? []).map((entry) => ({
    kind: entry.kind,
    pattern: subjectPattern(entry.subject),
  }));
  return drift.map((d) => ({
    ...d,
    allowed: allow.some((a) => a.kind === d.kind && a.pattern.test(d.subject)),
  }));
}

/**
 * The baseline that allows `drift` (what `--save-baseline` writes); a subject holding `*` also
 * matches itself, as `*` stands for any characters.
 */
export function baselineOf(drift: ReadonlyArray<Pick<FleetDrift, 'kind' | 'subject'>>): FleetBaseline {
  return {
    format: 'route-discovery-fleet-baseline/1',
    allow: drift.map(({ kind, subject }) => ({ kind, subject })),
  };
}
