import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

/** An append-only text file written with backpressure: a write waits while the stream's buffer is full. */
export interface TextSink {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens `file` for writing (truncating it) as a TextSink. */
export function textSink(file: string): TextSink {
  const stream: WriteStream = createWriteStream(file);
  let failure: Error | null = null;
  stream.on('error', (error) => (failure = error));
  return {
    async write(text) {
      if (failure) throw failure;
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      if (!stream.closed) await once(stream, 'close');
      if (failure) throw failure;
    },
  };
}

/** Copies a whole file into a sink, a chunk at a time. */
export async function copyInto(sink: TextSink, file: string): Promise<void> {
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) await sink.write(chunk as string);
}
