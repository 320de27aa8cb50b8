// A step's stdout or stderr on its way to PostgreSQL: decoded as UTF-8 (a character split between
// two reads is kept whole; NUL, which text columns cannot hold, is dropped), written in chunks
// every 200 ms (so a running step's log is readable), and capped: past `maxBytes` the oldest
// lines are deleted (whole chunks, then the first lines of the oldest kept) and counted as dropped.
import { StringDecoder } from 'node:string_decoder';
import type { Db } from '../db/database.js';
import type { Logger } from '../log.js';
import { describeError } from '../log.js';
import { addDroppedBytes, deleteOldestChunks, insertLogChunk, replaceLogChunk } from './logs.queries.js';

const FLUSH_MS = 200;
const CHUNK_BYTES = 64 * 1024;

export class LogSink {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private seq = 0;
  /** The stored chunks, oldest first (their text too: at most the cap). */
  private kept: { seq: number; data: string; bytes: number }[] = [];
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
    const whole = Buffer.byteLength(text);
    // One write larger than the cap keeps its last maxBytes, from a line's start.
    const data = whole > this.maxBytes ? fromLineStart(text, this.maxBytes) : text;
    let dropped = whole - Buffer.byteLength(data);
    const seq = this.seq++;
    await insertLogChunk(this.db, { run_pk: this.runPk, node: this.node, stream: this.stream, seq, data, bytes: Buffer.byteLength(data) });
    this.kept.push({ seq, data, bytes: Buffer.byteLength(data) });
    this.keptBytes += Buffer.byteLength(data);
    // Over the cap: whole old chunks go, and the oldest one left loses its first lines.
    const drop: number[] = [];
    while (this.keptBytes > this.maxBytes && this.kept.length > 1) {
      const oldest = this.kept[0];
      const excess = this.keptBytes - this.maxBytes;
      if (oldest.bytes <= excess) {
        this.kept.shift();
        drop.push(oldest.seq);
        dropped += oldest.bytes;
        this.keptBytes -= oldest.bytes;
        continue;
      }
      const rest = fromLineStart(oldest.data, oldest.bytes - excess);
      const restBytes = Buffer.byteLength(rest);
      dropped += oldest.bytes - restBytes;
      this.keptBytes -= oldest.bytes - restBytes;
      Object.assign(oldest, { data: rest, bytes: restBytes });
      await replaceLogChunk(this.db, this.runPk, this.node, this.stream, oldest.seq, rest, restBytes);
    }
    await deleteOldestChunks(this.db, this.runPk, this.node, this.stream, drop);
    if (dropped) await addDroppedBytes(this.db, this.runPk, this.node, this.stream, dropped);
  }
}

/** The last `max` bytes of a text at most, starting at a line's start when one falls in them. */
function fromLineStart(text: string, max: number): string {
  const tail = Buffer.from(text).subarray(-max).toString('utf8').replace(/^\uFFFD+/, '');
  const newline = tail.indexOf('\n');
  return newline >= 0 && newline < tail.length - 1 ? tail.slice(newline + 1) : tail;
}
