import { describeConfigIssues, pluginConfigSchema } from '../../server/src/config/schema';
import config from '../../server/src/config';
import { parseBooleanSetting } from '../../server/src/settings';

describe('parseBooleanSetting (docs/configuration.md)', () => {
  it.each(['true', 'TRUE', '1', 'yes', 'On'])('reads %s as true', (word) => {
    expect(parseBooleanSetting(word)).toEqual({ value: true, unrecognised: null });
  });
  it.each(['false', '0', 'no', 'OFF'])('reads %s as false', (word) => {
    expect(parseBooleanSetting(word)).toEqual({ value: false, unrecognised: null });
  });
  it('reads an unknown word as false and reports it', () => {
    expect(parseBooleanSetting('maybe')).toEqual({ value: false, unrecognised: 'maybe' });
  });
});

describe('plugin config validation', () => {
  it('accepts the defaults', () => {
    expect(() => config.validator(config.default)).not.toThrow();
  });
  it('names the offending key', () => {
    expect(() => config.validator({ pagesPerType: -1 })).toThrow(/pagesPerType/);
    expect(() => config.validator({ apiKey: 42 })).toThrow(/apiKey/);
    expect(() => config.validator({ unknownKey: true })).toThrow(/unknownKey/);
  });
  it('applies the throttle defaults and refuses unusable throttle limits', () => {
    expect(pluginConfigSchema.parse({}).failureThrottle).toEqual({
      maxFailures: 50,
      windowSeconds: 300,
      maxAddresses: 10_000,
    });
    expect(pluginConfigSchema.parse({ failureThrottle: { maxFailures: 5 } }).failureThrottle).toEqual({
      maxFailures: 5,
      windowSeconds: 300,
      maxAddresses: 10_000,
    });
    expect(() => config.validator({ failureThrottle: { maxFailures: 0 } })).toThrow(
      /failureThrottle\.maxFailures/,
    );
    expect(() => config.validator({ failureThrottle: { windowSeconds: 1.5 } })).toThrow(
      /failureThrottle\.windowSeconds/,
    );
    expect(() => config.validator({ failureThrottle: { maxFailure: 5 } })).toThrow(/failureThrottle/);
    expect(() => config.validator({ apiKeyNext: 42 })).toThrow(/apiKeyNext/);
  });
  it('requires sunsetOn after deprecatedOn', () => {
    const result = pluginConfigSchema.safeParse({
      apiLifecycle: { v1: { deprecatedOn: '2027-08-01', sunsetOn: '2027-01-01' } },
    });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeConfigIssues(result.error)).toContain('apiLifecycle.v1.sunsetOn');
  });
});
