// The markdown stage through the API, on files the test makes itself: a scanned page (text drawn
// into a PNG) and an image-only PDF read by local OCR, a PDF with a text layer, Markdown, and the
// faults (an image of noise, a TIFF that is not one, text in another script): each a clear error on
// the document's stage or an empty result, never a 500 or a stuck job.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Jimp, loadFont } from 'jimp';
import { SANS_32_BLACK } from 'jimp/fonts';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Client } from '../helpers/contract.js';
import { seedUser } from '../helpers/db.js';
import { useServer } from '../helpers/fixture.js';
import { multipart, runJob } from '../helpers/documents.js';

let api: Client;
let token: string;
let pkg: string;

const t = useServer({}, async (f) => {
  api = await Client.for(f.server.url, 'documents');
  const u = await seedUser(f.db);
  token = (await f.api.request('POST', '/token', { form: { username: u.email, password: u.password } })).body.access_token;
  pkg = (await api.post('/api/packages', { name: 'Scans' }, { token })).body.package_id;
});

const LINES = ['MINERAL DEED', 'Kingfisher County, Oklahoma', 'Section 14, Township 16 North, Range 7 West', 'Grantor: Henry C. Dobbs'];

/** A scanned page: black text drawn on white, as a PNG. */
async function scannedPage(): Promise<Buffer> {
  const img = new Jimp({ width: 1400, height: 420, color: 0xffffffff });
  const font = await loadFont(SANS_32_BLACK);
  LINES.forEach((text, i) => img.print({ font, x: 60, y: 50 + i * 80, text }));
  return img.getBuffer('image/png');
}

async function uploadFile(data: Buffer, filename: string, type: string): Promise<string> {
  const form = await multipart({ file: new Blob([new Uint8Array(data)], { type }) }, { file: filename });
  const res = await api.request('POST', `/api/packages/${pkg}/documents`, { raw: form.raw, contentType: form.contentType, token });
  assert.equal(res.status, 201, res.text);
  return res.body.doc_id;
}

async function markdownOf(docIds: string[]) {
  const job = await runJob(api, token, { doc_ids: docIds, stages: ['markdown'] }, 120_000);
  const out: Record<string, { status: string; error?: string; text: string | null; ocr: boolean | null }> = {};
  for (const id of docIds) {
    const doc = (await api.get(`/api/documents/${id}`, { token })).body;
    const stage = doc.stages.find((s: { name: string }) => s.name === 'markdown');
    const row = await t.db.selectFrom('documents').select(['markdown']).where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(doc.text_length, row.markdown === null ? null : row.markdown.length);
    out[id] = { status: stage.status, error: stage.error, text: row.markdown, ocr: doc.ocr };
  }
  return { job: job.body, docs: out };
}

const words = (text: string | null) => (text ?? '').toLowerCase().replace(/[^a-z0-9]+/g, ' ');

describe('markdown stage', () => {
  test('OCR reads a scanned PNG and an image-only PDF; a text-layer PDF and Markdown are read as they are', { timeout: 180_000 }, async () => {
    const png = await scannedPage();
    const scanPdf = await PDFDocument.create();
    const image = await scanPdf.embedPng(png);
    scanPdf.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    const textPdf = await PDFDocument.create();
    const font = await textPdf.embedFont(StandardFonts.Helvetica);
    const page = textPdf.addPage([612, 792]);
    LINES.forEach((text, i) => page.drawText(text, { x: 50, y: 700 - i * 20, size: 12, font }));
    const ids = {
      png: await uploadFile(png, 'scan.png', 'image/png'),
      scanPdf: await uploadFile(Buffer.from(await scanPdf.save()), 'scan.pdf', 'application/pdf'),
      textPdf: await uploadFile(Buffer.from(await textPdf.save()), 'typed.pdf', 'application/octet-stream'),
      md: (await api.post(`/api/packages/${pkg}/documents`, { filename: 'deed.md', text: '# Mineral Deed\r\n\r\n**Grantor:** Henry C. Dobbs\r\n' }, { token })).body.doc_id as string,
    };
    const { job, docs } = await markdownOf(Object.values(ids));
    assert.equal(job.status, 'completed', JSON.stringify(docs));
    for (const [what, id] of Object.entries(ids)) assert.equal(docs[id].status, 'completed', what);
    for (const id of [ids.png, ids.scanPdf, ids.textPdf]) {
      const text = words(docs[id].text);
      for (const w of ['mineral deed', 'kingfisher county', 'oklahoma', 'section 14', 'township 16 north', 'range 7 west', 'henry c dobbs']) assert.ok(text.includes(w), `${id}: "${w}" in ${docs[id].text}`);
    }
    assert.deepEqual([docs[ids.png].ocr, docs[ids.scanPdf].ocr, docs[ids.textPdf].ocr, docs[ids.md].ocr], [true, true, false, false]);
    assert.equal(docs[ids.md].text, '# Mineral Deed\n\n**Grantor:** Henry C. Dobbs\n');
  });

  test('noise, a file that is not the image it claims, and text in another script: a clear error or an empty result', { timeout: 180_000 }, async () => {
    const noise = new Jimp({ width: 400, height: 300, color: 0xffffffff });
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    noise.scan(0, 0, 400, 300, (x, y, idx) => {
      const v = rand() < 0.5 ? 0 : 255;
      noise.bitmap.data[idx] = v;
      noise.bitmap.data[idx + 1] = v;
      noise.bitmap.data[idx + 2] = v;
    });
    const ids = {
      noise: await uploadFile(await noise.getBuffer('image/png'), 'noise.png', 'image/png'),
      fakeTiff: await uploadFile(Buffer.from('this is not a TIFF at all'), 'fake.tiff', 'image/tiff'),
      // A PNG signature and then garbage: Tesseract itself fails on it (that once crashed the process).
      brokenPng: await uploadFile(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('garbage '.repeat(50))]), 'broken.png', 'image/png'),
      cyrillic: (await api.post(`/api/packages/${pkg}/documents`, { filename: 'deed-ru.txt', text: 'Договор дарения земельного участка. Даритель: Иван Петров.' }, { token })).body.doc_id as string,
      blank: (await api.post(`/api/packages/${pkg}/documents`, { filename: 'blank.txt', text: ' \n\t\n' }, { token })).body.doc_id as string,
    };
    const { job, docs } = await markdownOf(Object.values(ids));
    assert.equal(job.status, 'failed');
    assert.equal(docs[ids.noise].status, 'failed');
    assert.match(docs[ids.noise].error!, /^no legible text found in the image by OCR \(confidence \d+%\)$/);
    assert.equal(docs[ids.fakeTiff].status, 'failed');
    assert.equal(docs[ids.fakeTiff].error, 'the file is not a TIFF image (its first bytes say otherwise)');
    assert.equal(docs[ids.brokenPng].status, 'failed');
    assert.equal(docs[ids.brokenPng].error, 'the image cannot be read by OCR: Error attempting to read image.');
    assert.equal(docs[ids.blank].status, 'failed');
    assert.equal(docs[ids.blank].error, 'the document has no text');
    // Another script is text: it is kept, and extraction finds what it finds (no 500, no crash).
    assert.equal(docs[ids.cyrillic].status, 'completed');
    assert.match(docs[ids.cyrillic].text!, /Иван Петров/);
    const rest = await runJob(api, token, { doc_ids: [ids.cyrillic], stages: ['segmentation', 'extract_parties', 'extract_dates', 'extract_land_description', 'extract_conveyance', 'extract_document_classification', 'assembly'] });
    assert.equal(rest.body.status, 'completed', rest.text);
    const parties = await api.get(`/api/documents/${ids.cyrillic}/parties`, { token });
    assert.equal(parties.status, 200);
    assert.ok(Array.isArray(parties.body.resolved.canonical_parties));
  });
});
