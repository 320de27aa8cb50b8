// What an upload is: the three forms of POST /api/packages/{id}/documents (multipart, JSON text,
// JSON base64) turned into one file with a content type the pipeline reads, or a clear refusal.
import path from 'node:path';
import { apiError } from '../http/errors.js';
import type { MultipartBody } from '../http/body.js';
import { sniff } from './markdown/index.js';

export const DOCUMENT_TYPES = ['text/plain', 'text/markdown', 'application/pdf', 'image/png', 'image/jpeg', 'image/tiff'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const ALIASES: Record<string, DocumentType> = {
  'text/x-markdown': 'text/markdown',
  'application/x-pdf': 'application/pdf',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/tif': 'image/tiff',
  'image/x-tiff': 'image/tiff',
};

const BY_EXTENSION: Record<string, DocumentType> = {
  '.txt': 'text/plain',
  '.text': 'text/plain',
  '.md': 'text/markdown',
  '.markdown': 'text/markdown',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
};

const UNKNOWN = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

export interface Upload {
  filename: string;
  contentType: DocumentType;
  content: Buffer;
}

type UploadBody = { filename: string; text: string } | { filename: string; content_base64: string; content_type: string };

/** The JSON body a multipart upload stands for (validated by the same schema). */
export function fromMultipart(body: MultipartBody): unknown {
  const file = body.files.file;
  if (!file) {
    const errors = [{ path: 'body.file', message: 'is required (a file part named file)' }];
    throw apiError('VALIDATION_ERROR', 'Invalid request: send the document as a file part named file', { errors });
  }
  if (!file.data.length) throw emptyFile();
  return { filename: path.basename(file.filename || 'upload') || 'upload', content_base64: file.data.toString('base64'), content_type: file.contentType || 'application/octet-stream' };
}

const emptyFile = () => apiError('VALIDATION_ERROR', 'Invalid request: the file is empty', { errors: [{ path: 'body.file', message: 'is empty' }] });

export function toUpload(body: UploadBody, maxBytes: number): Upload {
  if ('text' in body) {
    const content = Buffer.from(body.text, 'utf8');
    if (content.length > maxBytes) throw tooLarge(maxBytes);
    const contentType = path.extname(body.filename).toLowerCase() === '.md' || path.extname(body.filename).toLowerCase() === '.markdown' ? 'text/markdown' : 'text/plain';
    return { filename: body.filename, contentType, content };
  }
  const b64 = body.content_base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64) || b64.length % 4 === 1) {
    throw apiError('VALIDATION_ERROR', 'Invalid request: content_base64 is not base64', { errors: [{ path: 'body.content_base64', message: 'is not base64' }] });
  }
  const content = Buffer.from(b64, b64.includes('-') || b64.includes('_') ? 'base64url' : 'base64');
  if (!content.length) throw emptyFile();
  if (content.length > maxBytes) throw tooLarge(maxBytes);
  return { filename: body.filename, contentType: documentType(body.content_type, body.filename, content), content };
}

const tooLarge = (max: number) => apiError('PAYLOAD_TOO_LARGE', `The document is larger than ${max} bytes (DOCUMENTS_MAX_UPLOAD_BYTES)`);

/** The declared type when it is one taken; an unknown one from the first bytes or the extension; else 415. */
export function documentType(declared: string, filename: string, content: Buffer): DocumentType {
  const mime = declared.split(';', 1)[0].trim().toLowerCase();
  const known = (DOCUMENT_TYPES as readonly string[]).includes(mime) ? (mime as DocumentType) : ALIASES[mime];
  if (known) return known;
  if (UNKNOWN.has(mime)) {
    const found = (sniff(content) as DocumentType | undefined) ?? BY_EXTENSION[path.extname(filename).toLowerCase()];
    if (found) return found;
  }
  throw apiError('UNSUPPORTED_MEDIA_TYPE', `Documents of type ${mime || 'unknown'} are not taken; send one of ${DOCUMENT_TYPES.join(', ')}`);
}
