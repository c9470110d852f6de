import { parsedPluginConfig } from '../../server/src/config/parsed-config';

describe('parsedPluginConfig: one parse per change of the config', () => {
  it('answers the same parse while the config is unchanged', () => {
    const raw = { runsKept: 7 };
    const first = parsedPluginConfig(raw);
    expect(parsedPluginConfig({ runsKept: 7 })).toBe(first);
    expect(first.runsKept).toBe(7);
  });

  it('parses again when the config is changed in place (as strapi.config.set does)', () => {
    const raw: Record<string, unknown> = { runsKept: 7 };
    expect(parsedPluginConfig(raw).runsKept).toBe(7);
    raw.runsKept = 9;
    expect(parsedPluginConfig(raw).runsKept).toBe(9);
  });

  it('freezes the shared parse, so no caller can change it for the others', () => {
    const parsed = parsedPluginConfig({ failureThrottle: { maxFailures: 5 } });
    expect(Object.isFrozen(parsed)).toBe(true);
    expect(Object.isFrozen(parsed.failureThrottle)).toBe(true);
  });

  it('refuses an invalid config every time, caching nothing', () => {
    expect(() => parsedPluginConfig({ runsKept: 0 })).toThrow();
    expect(() => parsedPluginConfig({ runsKept: 0 })).toThrow();
  });
});
