// Reads a Server-Sent Events response as it arrives (the contract client waits for the end).
import assert from 'node:assert/strict';

export interface SseEvent {
  id?: string;
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface EventReader {
  status: number;
  headers: Headers;
  /** The next event (waits up to `ms`). */
  next(ms?: number): Promise<SseEvent>;
  /** The comment lines seen so far. */
  comments(): string[];
  raw(): string;
  close(): void;
}

/** Opens the stream and resolves once its headers arrived (the server is then subscribed). */
export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  // raw HTTP: an event stream is read as it arrives; the contract client reads whole answers.
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  let raw = '';
  let buffer = '';
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | undefined;
  let ended = false;
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        raw += text;
        buffer += text;
        let at;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const fields: Record<string, string> = {};
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
            }
          }
          if (fields.event) events.push({ ...(fields.id !== undefined ? { id: fields.id } : {}), event: fields.event, data: JSON.parse(fields.data) });
        }
        wake?.();
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      wake?.();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    async next(ms = 10_000) {
      const deadline = Date.now() + ms;
      while (!events.length) {
        assert.ok(!ended, `the stream ended without another event:\n${raw}`);
        assert.ok(Date.now() < deadline, `no event within ${ms} ms:\n${raw}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      return events.shift()!;
    },
    comments: () => comments,
    raw: () => raw,
    close: () => controller.abort(),
  };
}
