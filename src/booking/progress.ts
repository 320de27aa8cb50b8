// A one-line progress bar on stderr for the schedule commands: drawn on a terminal (or when asked
// with --progress), at most ten times a second; stdout keeps the command's one JSON document.
export interface ProgressOutput {
  write(text: string): unknown;
}

export class Progress {
  private last = 0;
  private drawn = false;

  /** `out`: where to draw it (the command's stderr); none, and nothing is drawn. */
  constructor(
    private readonly label: string,
    private readonly out: ProgressOutput | undefined,
  ) {}

  /** `done` of `total` (the unit is the caller's: bytes, days); `count` is shown as is. */
  update(done: number, total: number, count: number, force = false): void {
    if (!this.out) return;
    const now = Date.now();
    if (!force && now - this.last < 100) return;
    this.last = now;
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const width = 30;
    const filled = Math.round(ratio * width);
    this.out.write(`\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${count.toLocaleString('en')} flights`);
    this.drawn = true;
  }

  finish(count: number): void {
    if (!this.out) return;
    this.update(1, 1, count, true);
    if (this.drawn) this.out.write('\n');
  }
}
