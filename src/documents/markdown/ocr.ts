// Local OCR: tesseract.js with the English model of @tesseract.js-data/eng, read from
// node_modules (no network: langPath is that package's folder, nothing is cached or fetched). One
// Tesseract worker per process, made on first use, recognising one image at a time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** The integer-quantised "best" LSTM model: as accurate as the full one here, and faster. */
export const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

let worker: Promise<Worker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  // errorHandler: without one, tesseract.js rethrows a failed recognition (an unreadable image)
  // from its message listener, which would crash the process; the job's promise rejects anyway.
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none', errorHandler: () => undefined }).catch((err) => {
    worker = undefined;
    throw err;
  });
  return worker;
}

/** Text of an image (PNG, JPEG, TIFF, PNM, BMP), one recognition at a time per process. */
export function recognize(image: Buffer): Promise<OcrResult> {
  const run = queue.then(async () => {
    const w = await getWorker();
    const { data } = await w.recognize(image);
    return { text: data.text ?? '', confidence: data.confidence ?? 0 };
  });
  queue = run.catch(() => undefined);
  return run;
}

/** Ends the process's Tesseract worker (at shutdown). */
export async function stopOcr(): Promise<void> {
  const w = worker;
  worker = undefined;
  if (w) await (await w.catch(() => undefined))?.terminate();
}
