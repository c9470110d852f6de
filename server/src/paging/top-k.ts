/**
 * The `limit` smallest items offered, by `compare`, in a binary max-heap: memory O(limit) however
 * many are offered, each offer O(log limit). The keyset page of a sorted list keeps its
 * `page_size + 1` first rows after the cursor here while the whole list streams past.
 */
export class TopK<Item> {
  private readonly heap: Item[] = [];

  /**
   * @param limit items kept, at least 1
   * @param compare negative when `a` comes before `b`; a total order (ties broken by the caller)
   */
  constructor(
    private readonly limit: number,
    private readonly compare: (a: Item, b: Item) => number,
  ) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`limit must be a positive integer: ${limit}`);
  }

  /** Items kept so far. */
  get size(): number {
    return this.heap.length;
  }

  /** Keeps `item` if it is among the `limit` smallest so far (evicting the largest kept). */
  offer(item: Item): void {
    const { heap } = this;
    if (heap.length < this.limit) {
      heap.push(item);
      this.siftUp(heap.length - 1);
    } else if (this.compare(item, heap[0]) < 0) {
      heap[0] = item;
      this.siftDown(0);
    }
  }

  /** The kept items, smallest first (a copy; the heap is unchanged). */
  sorted(): Item[] {
    return [...this.heap].sort(this.compare);
  }

  private siftUp(start: number): void {
    const { heap } = this;
    let index = start;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (this.compare(heap[index], heap[parent]) <= 0) return;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  }

  private siftDown(start: number): void {
    const { heap } = this;
    let index = start;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let largest = index;
      if (left < heap.length && this.compare(heap[left], heap[largest]) > 0) largest = left;
      if (right < heap.length && this.compare(heap[right], heap[largest]) > 0) largest = right;
      if (largest === index) return;
      [heap[index], heap[largest]] = [heap[largest], heap[index]];
      index = largest;
    }
  }
}
