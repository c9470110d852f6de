import { SingleBar, Presets } from 'cli-progress';
import { print } from './redact';
import { failureLine } from './report/summary';
import type { CheckResult } from './types';

/** Reports progress: a bar with a live count on a terminal, one line per failure otherwise. */
export interface Progress {
  start(total: number): void;
  result(result: CheckResult): void;
  stop(): void;
}

/**
 * A progress reporter for `stream` (cli-progress on a TTY). Failures are printed as lines in both
 * modes, so CI logs name them; on a TTY the bar is redrawn below them.
 */
export function createProgress(stream: NodeJS.WriteStream, quiet: boolean): Progress {
  let passed = 0;
  let failed = 0;
  if (quiet || !stream.isTTY) {
    return {
      start: () => undefined,
      result: (r) => {
        if (!r.passed) print(stream, `${failureLine(r)}\n`);
      },
      stop: () => undefined,
    };
  }
  const bar = new SingleBar(
    {
      format: ' {bar} {value}/{total} | passed {passed} | failed {failed}',
      stream,
      hideCursor: true,
      clearOnComplete: true,
    },
    Presets.shades_classic,
  );
  return {
    start: (total) => bar.start(total, 0, { passed, failed }),
    result: (r) => {
      if (r.passed) passed += 1;
      else {
        failed += 1;
        print(stream, `\r\x1b[2K${failureLine(r)}\n`);
      }
      bar.increment(1, { passed, failed });
    },
    stop: () => bar.stop(),
  };
}
