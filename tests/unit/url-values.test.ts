import { temporalText } from '../../server/src/site-pages/url-values';

/**
 * One text form of a date, datetime or time in a URL pattern (docs/decisions/0255), from each form
 * a database or an edit form gives: the raw values measured in tests/integration/moved-urls-reviews.test.ts.
 */
describe('temporalText', () => {
  const at = '2026-03-01T10:30:15.250Z';

  it('gives a datetime in ISO 8601 UTC from a Date, ms since the epoch and ISO text', () => {
    for (const value of [
      new Date(at),
      Date.parse(at),
      String(Date.parse(at)),
      at,
      '2026-03-01 10:30:15.250',
    ]) {
      expect(temporalText('datetime', value)).toBe(at);
    }
    expect(temporalText('timestamp', new Date(at))).toBe(at);
  });

  it('gives a time as HH:mm:ss whatever fraction the database keeps', () => {
    for (const value of ['10:30:15.500', '10:30:15.5', '10:30:15', '10:30:15.000']) {
      expect(temporalText('time', value)).toBe('10:30:15');
    }
    expect(temporalText('time', '10:30')).toBe('10:30:00');
  });

  it('gives a date as YYYY-MM-DD', () => {
    expect(temporalText('date', '2026-03-01')).toBe('2026-03-01');
    expect(temporalText('date', new Date('2026-03-01T00:00:00.000Z'))).toBe('2026-03-01');
  });

  it('returns a missing or unparsable value as given', () => {
    for (const type of ['date', 'datetime', 'time'] as const) {
      for (const value of [null, undefined, '', 'soon']) expect(temporalText(type, value)).toBe(value);
    }
  });
});
