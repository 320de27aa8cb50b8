// A step's stdout or stderr on its way to PostgreSQL: decoded as UTF-8 (a character split between
// two reads is kept whole; NUL, which text columns cannot hold, is dropped), written in chunks
// every 200 ms (so a running step's log is readable), and capped: past `maxBytes` the oldest
// chunks are deleted and counted as dropped.
import { StringDecoder } from 'node:string_decoder';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { addDroppedBytes, deleteOldestChunks, insertLogChunk } from './logs.queries.js';

const FLUSH_MS = 200;
const CHUNK_BYTES = 64 * 1024;

export class LogSink {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private seq = 0;
  private kept: { seq: number; bytes: number }[] = [];
  private keptBytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly runPk: string,
    private readonly node: string,
    private readonly stream: 1 | 2,
    private readonly maxBytes: number,
  ) {}

  write(chunk: Buffer): void {
    this.pending += this.decoder.write(chunk).replace(/\0/g, '');
    // Chunks of at most a quarter of the cap, so dropping whole old chunks keeps close to it.
    if (Buffer.byteLength(this.pending) >= Math.min(CHUNK_BYTES, Math.max(1024, this.maxBytes / 4))) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  /** Everything written so far, stored. */
  async close(): Promise<void> {
    this.pending += this.decoder.end().replace(/\0/g, '');
    this.flush();
    await this.writing;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending) return;
    const data = this.pending;
    this.pending = '';
    this.writing = this.writing.then(() => this.store(data)).catch((err) => this.log.warn('a step log chunk was not stored', { runPk: this.runPk, node: this.node, ...describeError(err) }));
  }

  private async store(text: string): Promise<void> {
    let data = text;
    let cut = 0;
    if (Buffer.byteLength(data) > this.maxBytes) {
      // One write larger than the cap keeps its last maxBytes, from a line's start.
      const tail = Buffer.from(data).subarray(-this.maxBytes).toString('utf8').replace(/^\uFFFD+/, '');
      const newline = tail.indexOf('\n');
      data = newline >= 0 && newline < tail.length - 1 ? tail.slice(newline + 1) : tail;
      cut = Buffer.byteLength(text) - Buffer.byteLength(data);
    }
    const bytes = Buffer.byteLength(data);
    const seq = this.seq++;
    await insertLogChunk(this.db, { run_pk: this.runPk, node: this.node, stream: this.stream, seq, data, bytes });
    this.kept.push({ seq, bytes });
    this.keptBytes += bytes;
    if (this.keptBytes <= this.maxBytes) {
      if (cut) await addDroppedBytes(this.db, this.runPk, this.node, this.stream, cut);
      return;
    }
    let dropped = cut;
    const drop: number[] = [];
    // The newest chunk always stays, even when it alone is over the cap.
    while (this.keptBytes > this.maxBytes && this.kept.length > 1) {
      const oldest = this.kept.shift()!;
      drop.push(oldest.seq);
      dropped += oldest.bytes;
      this.keptBytes -= oldest.bytes;
    }
    await deleteOldestChunks(this.db, this.runPk, this.node, this.stream, drop);
    await addDroppedBytes(this.db, this.runPk, this.node, this.stream, dropped);
  }
}
