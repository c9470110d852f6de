import { applyCheck, type TargetHistory } from '../../../server/src/watch/target-state';

const unchecked: TargetHistory = {
  state: 'unchecked',
  state_since: 0,
  last_checked: null,
  last_success: null,
  first_failure: null,
  consecutive_failures: 0,
  last_status: null,
  last_error: '',
};
const fail = { ok: false, status: 500, error: 'HTTP 500' };
const pass = { ok: true, status: 200, error: '' };

/** Applies checks one after another (times 1, 2, 3...), returning each step's state and event. */
function replay(results: Array<typeof pass>, brokenAfter = 2) {
  let history = unchecked;
  return results.map((result, at) => {
    const { next, event } = applyCheck(history, result, brokenAfter, at + 1);
    history = next;
    return { state: next.state, event, since: next.state_since, failures: next.consecutive_failures };
  });
}

describe('applyCheck: one rule for ok, failing, broken and recovered', () => {
  it('is broken at the Nth failure in a row, with one event, and recovers with one event', () => {
    expect(replay([fail, fail, fail, pass, pass])).toEqual([
      { state: 'failing', event: null, since: 1, failures: 1 },
      { state: 'broken', event: 'broken', since: 2, failures: 2 },
      { state: 'broken', event: null, since: 2, failures: 3 },
      { state: 'ok', event: 'recovered', since: 4, failures: 0 },
      { state: 'ok', event: null, since: 4, failures: 0 },
    ]);
  });

  it('a failing link that passes before N raises nothing; the count starts again', () => {
    expect(replay([fail, pass, fail, fail], 2).map((step) => step.event)).toEqual([
      null,
      null,
      null,
      'broken',
    ]);
  });

  it('keeps the first failure of the streak and the last success', () => {
    let history = applyCheck(unchecked, pass, 2, 10).next;
    history = applyCheck(history, fail, 2, 20).next;
    history = applyCheck(history, { ok: false, status: null, error: 'ECONNREFUSED' }, 2, 30).next;
    expect(history).toMatchObject({
      last_success: 10,
      first_failure: 20,
      last_checked: 30,
      last_status: null,
      last_error: 'ECONNREFUSED',
    });
  });

  it('with brokenAfter 1, the first failure breaks it', () => {
    expect(replay([fail], 1)).toEqual([{ state: 'broken', event: 'broken', since: 1, failures: 1 }]);
  });
});
