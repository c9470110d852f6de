/**
 * Single flight for streamed results: identical concurrent requests read one producer of
 * batches (of rows, or rows already encoded) instead of each running the same queries. A request may join a flight only while its
 * first batch is still held (nothing has been released), so every reader sees every batch; later
 * requests start a flight of their own and so see fresh data. The producer runs at most
 * `maxAhead` batches ahead of the slowest reader, so memory stays bounded whatever the size of the
 * result, and it stops (its iterator's `return()` runs) when the last reader leaves, for example
 * when every client disconnected.
 */
export class SharedBatches<Batch> {
  private held: Batch[] = [];
  /** Index (in produced batches) of `held[0]`. */
  private offset = 0;
  private finished = false;
  private failure: { error: unknown } | null = null;
  private pumping = false;
  private sealed = false;
  private readonly positions = new Map<symbol, number>();
  private wake: Array<() => void> = [];

  /**
   * @param source the producer; pulled lazily, never by more than one caller at a time
   * @param maxAhead batches the producer may hold beyond the slowest reader (>= 1)
   * @param onSealed called once, when no reader may join any more (first batch released, or done)
   */
  constructor(
    private readonly source: AsyncIterator<Batch>,
    private readonly maxAhead: number,
    private readonly onSealed: () => void,
  ) {}

  /** Whether a new reader would still see every batch. */
  get joinable(): boolean {
    return this.offset === 0 && !this.failure && (this.positions.size > 0 || this.held.length === 0);
  }

  /**
   * A reader of every batch, from the first. Leaving early (`return()`, e.g. `break` in
   * `for await`) releases what only it was holding back.
   * @throws Error when the flight is not joinable any more
   */
  reader(): AsyncIterableIterator<Batch> {
    if (!this.joinable) throw new Error('This flight has released batches; start a new one');
    const id = Symbol('reader');
    this.positions.set(id, 0);
    const iterator: AsyncIterableIterator<Batch> = {
      next: () => this.nextFor(id),
      return: async () => {
        this.leave(id);
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  private async nextFor(id: symbol): Promise<IteratorResult<Batch>> {
    for (;;) {
      const position = this.positions.get(id);
      if (position === undefined) return { done: true, value: undefined };
      if (position < this.offset + this.held.length) {
        this.positions.set(id, position + 1);
        const batch = this.held[position - this.offset];
        this.release();
        return { done: false, value: batch };
      }
      if (this.failure) {
        this.leave(id);
        throw this.failure.error;
      }
      if (this.finished) {
        this.leave(id);
        return { done: true, value: undefined };
      }
      const woken = new Promise<void>((resolve) => this.wake.push(resolve));
      void this.pump();
      await woken;
    }
  }

  /**
   * Pulls batches until the producer is `maxAhead` batches ahead of the slowest reader. It reads
   * ahead rather than only on demand, so the database answers the next query while the readers
   * are still writing the current batch to their sockets.
   */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.finished && !this.failure && this.positions.size > 0) {
        const slowest = Math.min(...this.positions.values());
        const produced = this.offset + this.held.length;
        if (produced - slowest >= this.maxAhead) break;
        const step = await this.source.next();
        if (step.done) this.finished = true;
        else this.held.push(step.value);
        this.notify();
      }
    } catch (error) {
      this.failure = { error };
      this.notify();
    } finally {
      this.pumping = false;
    }
    if (this.finished || this.failure) this.seal();
  }

  /** Drops batches every reader has passed. */
  private release(): void {
    if (this.positions.size === 0) return;
    const slowest = Math.min(...this.positions.values());
    if (slowest > this.offset) {
      this.held.splice(0, slowest - this.offset);
      this.offset = slowest;
      this.seal();
    }
    // The producer may read ahead again now that the slowest reader moved.
    void this.pump();
  }

  private leave(id: symbol): void {
    if (!this.positions.delete(id)) return;
    if (this.positions.size === 0) {
      this.held = [];
      this.seal();
      if (!this.finished && !this.failure) {
        this.finished = true;
        void this.source.return?.();
      }
    } else this.release();
    this.notify();
  }

  private seal(): void {
    if (this.sealed) return;
    this.sealed = true;
    this.onSealed();
  }

  private notify(): void {
    const waiting = this.wake;
    this.wake = [];
    waiting.forEach((resolve) => resolve());
  }
}

/**
 * The producer, started one event-loop turn late: requests that arrived in the same burst (parsed
 * in the same I/O phase) join before the first batch is read, even when the database driver
 * answers synchronously (better-sqlite3), which would otherwise finish a flight before the next
 * request is even parsed.
 */
async function* afterATurn<Batch>(start: () => AsyncIterator<Batch>): AsyncGenerator<Batch> {
  await new Promise((resolve) => setImmediate(resolve));
  const source = start();
  try {
    for (;;) {
      const step = await source.next();
      if (step.done) return;
      yield step.value;
    }
  } finally {
    await source.return?.();
  }
}

/** A flight and whether its producer has started (its `start()` was called). */
interface Flight<Batch> {
  batches: SharedBatches<Batch>;
  started: boolean;
}

/**
 * Flights by key: `read(key, start)` joins the running flight for `key` while it is joinable, or
 * starts one from `start()`. Keys name everything the rows depend on (endpoint, filter, settings).
 * With `joinBeforeStart`, a request joins only a flight whose producer has not started yet (the
 * turn `afterATurn` waits): every reader then sees a read that began after it arrived, never one
 * begun before (a fingerprint that must see every change committed before the request).
 */
export class SingleFlight<Batch> {
  private readonly flights = new Map<string, Flight<Batch>>();

  /**
   * @param maxAhead batches a flight may hold beyond its slowest reader
   * @param options.joinBeforeStart join a flight only before its producer starts
   */
  constructor(
    private readonly maxAhead = 2,
    private readonly options: { joinBeforeStart?: boolean } = {},
  ) {}

  /** A reader of every batch of the flight for `key`. */
  read(key: string, start: () => AsyncIterator<Batch>): AsyncIterableIterator<Batch> {
    const running = this.flights.get(key);
    if (running?.batches.joinable && !(this.options.joinBeforeStart && running.started)) {
      return running.batches.reader();
    }
    const flight: Flight<Batch> = {
      started: false,
      batches: new SharedBatches(
        afterATurn(() => {
          flight.started = true;
          return start();
        }),
        this.maxAhead,
        () => {
          if (this.flights.get(key) === flight) this.flights.delete(key);
        },
      ),
    };
    this.flights.set(key, flight);
    return flight.batches.reader();
  }

  /** Number of flights still open to new readers (for tests). */
  get open(): number {
    return this.flights.size;
  }
}
