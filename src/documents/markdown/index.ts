// The markdown stage: an upload as text. Text and Markdown as they are; a PDF's text layer; a
// scanned PDF (no text layer) or an image through local OCR. What cannot be read fails with a
// MarkdownError saying why (a broken PDF, no legible text), never anything worse.
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { recognize } from './ocr.js';

export class MarkdownError extends Error {}

export interface MarkdownResult {
  text: string;
  ocr: boolean;
}

/** Below this mean confidence, OCR output is taken for noise. */
const MIN_OCR_CONFIDENCE = 30;

export async function toText(content: Buffer, contentType: string, opts: { ocrMaxPages: number }): Promise<MarkdownResult> {
  switch (contentType) {
    case 'text/plain':
    case 'text/markdown':
      return { text: nonEmpty(decodeText(content), 'the document has no text'), ocr: false };
    case 'application/pdf':
      return pdfText(content, opts.ocrMaxPages);
    case 'image/png':
    case 'image/jpeg':
    case 'image/tiff':
      checkImage(content, contentType);
      return { text: await ocr(content, 'the image'), ocr: true };
    default:
      throw new MarkdownError(`documents of type ${contentType} cannot be read`);
  }
}

/** UTF-8 (a byte-order mark dropped), else Windows-1252; line ends made \n. */
export function decodeText(content: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    text = new TextDecoder('windows-1252').decode(content);
  }
  return text.replace(/\r\n?/g, '\n').replaceAll('\u0000', '');
}

function nonEmpty(text: string, why: string): string {
  if (!text.trim()) throw new MarkdownError(why);
  return text;
}

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/tiff': (b) => ['49492a00', '4d4d002a'].includes(b.subarray(0, 4).toString('hex')),
  'application/pdf': (b) => b.subarray(0, 1024).includes('%PDF-'),
};

/** The type a file's first bytes show, if one of the binary types taken. */
export function sniff(content: Buffer): string | undefined {
  return Object.keys(MAGIC).find((type) => MAGIC[type](content));
}

function checkImage(content: Buffer, contentType: string): void {
  if (!MAGIC[contentType](content)) throw new MarkdownError(`the file is not a ${contentType.slice(6).toUpperCase()} image (its first bytes say otherwise)`);
}

async function ocr(image: Buffer, what: string): Promise<string> {
  let result;
  try {
    result = await recognize(image);
  } catch (err) {
    throw new MarkdownError(`${what} cannot be read by OCR: ${message(err)}`);
  }
  const text = result.text.trim();
  if (!text || result.confidence < MIN_OCR_CONFIDENCE) {
    throw new MarkdownError(`no legible text found in ${what} by OCR (confidence ${Math.round(result.confidence)}%)`);
  }
  return result.text.replace(/\r\n?/g, '\n');
}

function message(err: unknown): string {
  return String(err instanceof Error ? err.message : err).split('\n')[0].replace(/^(Error: )+/, '').slice(0, 300);
}

async function pdfText(content: Buffer, ocrMaxPages: number): Promise<MarkdownResult> {
  if (!MAGIC['application/pdf'](content)) throw new MarkdownError('the file is not a PDF (no %PDF- header)');
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(content), { verbosity: 0 });
  } catch (err) {
    throw new MarkdownError(`the PDF cannot be read: ${message(err)}`);
  }
  try {
    let pages: string[];
    try {
      pages = (await extractText(pdf, { mergePages: false })).text;
    } catch (err) {
      throw new MarkdownError(`the PDF's text cannot be read: ${message(err)}`);
    }
    const layer = pages.join('\n\n');
    // A text layer with about a line per page or more is read as is; less is a scan (or a scan
    // with a stray header), read by OCR.
    if (layer.replace(/\s+/g, '').length >= 40 * pages.length) return { text: layer.replace(/\r\n?/g, '\n'), ocr: false };
    const texts: string[] = [];
    const count = Math.min(pdf.numPages, ocrMaxPages);
    for (let page = 1; page <= count; page++) {
      let images;
      try {
        images = await extractImages(pdf, page);
      } catch (err) {
        throw new MarkdownError(`the images of page ${page} cannot be read: ${message(err)}`);
      }
      if (!images.length) continue;
      const largest = images.reduce((a, b) => (a.width * a.height >= b.width * b.height ? a : b));
      texts.push(await ocr(toPnm(largest), `page ${page}`));
    }
    if (!texts.length) {
      if (layer.trim()) return { text: layer, ocr: false };
      throw new MarkdownError('the PDF has neither a text layer nor scanned pages');
    }
    return { text: texts.join('\n\n'), ocr: true };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}

/** Raw pixels as a PNM image (P5 grey or P6 colour), which Tesseract reads. */
function toPnm(image: { data: Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 }): Buffer {
  const { width, height, channels, data } = image;
  if (channels === 1) return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.from(data.buffer, data.byteOffset, width * height)]);
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    rgb[i * 3] = data[j];
    rgb[i * 3 + 1] = data[j + 1];
    rgb[i * 3 + 2] = data[j + 2];
  }
  return Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`), rgb]);
}
