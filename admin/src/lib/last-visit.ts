/**
 * When an admin last saw the homepage widget, kept in this browser's `localStorage` per admin user
 * (decision 0228): nothing to store on the server, nothing another user of the browser can change
 * for this one.
 */
export interface LastVisit {
  /** The previous visit (ms since the epoch), or null on the first in this browser. */
  previous: number | null;
  /** Records `now` as the latest visit. */
  record: (now: number) => void;
}

/** The `localStorage` key of one admin user's last visit. */
export const lastVisitKey = (userId: string | number) => `route-discovery:monitor-last-visit:${userId}`;

/**
 * The last visit of `userId` in `storage` (a browser's `localStorage`). A storage that throws (a
 * private window, storage disabled) or holds no number reads as a first visit and records nothing.
 */
export function lastVisitIn(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  userId: string | number,
): LastVisit {
  const key = lastVisitKey(userId);
  let previous: number | null = null;
  try {
    const stored = Number(storage.getItem(key));
    previous = Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    previous = null;
  }
  return {
    previous,
    record(now) {
      try {
        storage.setItem(key, String(now));
      } catch {
        // Storage refused: the next visit reads as a first one.
      }
    },
  };
}
