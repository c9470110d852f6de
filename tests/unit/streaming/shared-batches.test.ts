import { SingleFlight } from '../../../server/src/streaming/shared-batches';

/** A producer of `count` batches that records how far it was pulled and whether it was stopped. */
function producer(count: number) {
  const log = { pulled: 0, stopped: false };
  async function* batches(): AsyncGenerator<number[]> {
    try {
      for (let i = 0; i < count; i += 1) {
        log.pulled += 1;
        await new Promise((resolve) => setImmediate(resolve));
        yield [i];
      }
    } finally {
      log.stopped = true;
    }
  }
  return { log, start: () => batches() };
}

async function drain(reader: AsyncIterable<number[]>): Promise<number[]> {
  const seen: number[] = [];
  for await (const batch of reader) seen.push(...batch);
  return seen;
}

describe('SingleFlight', () => {
  it('with joinBeforeStart, joins a flight only until its producer starts', async () => {
    const flights = new SingleFlight<number[]>(1, { joinBeforeStart: true });
    const first = producer(1);
    const second = producer(1);
    const third = producer(1);
    const a = flights.read('k', first.start);
    const b = flights.read('k', second.start); // same turn: shares the first read
    const pulledA = a.next();
    // One turn later the first producer has started: a reader arriving now gets a read of its own.
    await new Promise((resolve) => setImmediate(resolve));
    const c = flights.read('k', third.start);
    expect((await pulledA).value).toEqual([0]);
    expect(await drain(b)).toEqual([0]);
    expect(await drain(c)).toEqual([0]);
    expect([first.log.pulled, second.log.pulled, third.log.pulled]).toEqual([1, 0, 1]);
  });

  it('gives concurrent readers of one key every batch from one producer', async () => {
    const flights = new SingleFlight<number[]>(2);
    const { log, start } = producer(10);
    const other = producer(10);
    const a = flights.read('k', start);
    const b = flights.read('k', other.start);
    expect(await Promise.all([drain(a), drain(b)])).toEqual([
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    ]);
    expect(log.pulled).toBe(10);
    expect(other.log.pulled).toBe(0);
    expect(flights.open).toBe(0);
  });

  it('starts a new flight once the first has released a batch, so late readers miss nothing', async () => {
    const flights = new SingleFlight<number[]>(2);
    const first = producer(5);
    const second = producer(5);
    const a = flights.read('k', first.start);
    expect((await a.next()).value).toEqual([0]);
    expect((await a.next()).value).toEqual([1]);
    const late = flights.read('k', second.start);
    expect(await drain(late)).toEqual([0, 1, 2, 3, 4]);
    expect(await drain(a)).toEqual([2, 3, 4]);
    expect(second.log.pulled).toBe(5);
  });

  it('keeps the producer at most maxAhead batches ahead of the slowest reader', async () => {
    const flights = new SingleFlight<number[]>(2);
    const { log, start } = producer(100);
    const slow = flights.read('k', start);
    const fast = flights.read('k', start);
    const fastSeen: number[] = [];
    const fastDone = (async () => {
      for await (const batch of fast) fastSeen.push(...batch);
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.pulled).toBeLessThanOrEqual(3);
    expect(await drain(slow)).toHaveLength(100);
    await fastDone;
    expect(fastSeen).toHaveLength(100);
  });

  it('stops the producer when the last reader leaves early', async () => {
    const flights = new SingleFlight<number[]>(2);
    const { log, start } = producer(1000);
    const a = flights.read('k', start);
    const b = flights.read('k', start);
    await a.next();
    await b.next();
    await a.return?.();
    expect(log.stopped).toBe(false);
    await b.return?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.stopped).toBe(true);
    expect(log.pulled).toBeLessThan(5);
  });

  it('hands every reader the batches produced before a failure, then the error', async () => {
    const flights = new SingleFlight<number[]>(4);
    async function* failing(): AsyncGenerator<number[]> {
      yield [1];
      throw new Error('connect ECONNREFUSED');
    }
    const a = flights.read('k', () => failing());
    const b = flights.read('k', () => failing());
    for (const reader of [a, b]) {
      expect((await reader.next()).value).toEqual([1]);
      await expect(reader.next()).rejects.toThrow('ECONNREFUSED');
    }
    expect(flights.open).toBe(0);
  });
});
