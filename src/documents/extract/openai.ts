// The OpenAI-compatible provider: POST {baseUrl}/chat/completions asking for JSON that fits the
// stage's schema (response_format json_schema), validated with AJV; one retry when the answer is
// not JSON or does not fit, telling the model what was wrong; a timeout per request. Works with any
// server speaking the chat-completions protocol (a local model server included).
import Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import type { ExtractStage, Segment } from '../types.js';
import { STAGE_SCHEMAS } from './schemas.js';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class ExtractionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractionError';
  }
}

const RULES = `You read recorded US land-title instruments (deeds, mineral and royalty deeds, oil and gas leases,
assignments and releases of leases, affidavits of heirship, probate records, patents, easements, deeds of trust).
The text may carry typing and OCR errors. Answer only with JSON that fits the given schema.
Quote "evidence" exactly as it is written in the text (a short phrase), or null.`;

const STAGE_RULES: Record<ExtractStage, string> = {
  extract_parties: `List the parties: one entry per person or company. "name": the fullest form the instrument gives, in natural order
("SMITH, JOHN A." is "John A. Smith"), without descriptors ("a single man", "his wife", "et ux", "Trustee", "a Texas corporation").
"role": grantor/grantee for deeds, patents (the sovereign grants), easements and deeds of trust (trustee is grantee, beneficiary is other);
lessor/lessee for leases; assignor/assignee for assignments; for releases the releasing lessee is lessee and the lessors are lessor;
decedent/heir for affidavits of heirship and probates (the affiant is other). A spouse who joins is a party on that side.
Notaries, witnesses, clerks, judges, officers signing for a company and people merely recited (the parties of a lease an assignment recites) are not parties.`,
  extract_dates: `The instrument's own dates as YYYY-MM-DD, "kind" one of execution (dating clause; for an affidavit the jurat),
effective, acknowledgment (the notary's certificate), recording (the clerk's filing date; "Filed" wins over "Recorded"), death (affidavits and probates).
Dates of recited leases, wills, commission expiry, rentals and note maturities are not the instrument's.
"recording": the clerk's reference: book or volume and page, or instrument number; "records" the series ("Deed Records"); "reference" like "Book 1022, Page 311" or "Instrument No. 2009-002214".`,
  extract_land_description: `Each distinct tract the instrument describes. state: two letters; county: without the word County; section: digits;
township "16N", range "7W" (a Texas railroad-block township "1S"); aliquot "NE/4", "E/2 SW/4", "ALL" for a whole section; lot "3, 4";
survey short form ("T&P RR Co. Survey", "J. M. Hughes Survey"); abstract digits; block; acres as a number; subdivision for platted lots. Null where a field does not apply.`,
  extract_conveyance: `What the instrument moves: conveys_fee (true when it moves the fee estate by grant, descent or decree),
estate_types_conveyed (fee, mineral, leasehold: every estate it moves; none for easements and deeds of trust), reservations and exceptions the grantor
holds back (text as written, estate type, fraction like "1/2" or "all", who reserves), interest (e.g. "fee", "undivided 1/2 mineral interest"),
fraction of the estate moved as a number (0.5), or null for all of it.`,
  extract_document_classification: `doc_category: one of warranty_deed, special_warranty_deed, quitclaim_deed, mineral_deed, royalty_deed,
oil_and_gas_lease, assignment_of_lease, release_of_lease, affidavit_of_heirship, probate, patent, easement, deed_of_trust, other.`,
};

const ajv = new Ajv2020.default({ allErrors: true, strict: false });
const validators = new Map<ExtractStage, ValidateFunction>();
function validator(stage: ExtractStage): ValidateFunction {
  let v = validators.get(stage);
  if (!v) {
    v = ajv.compile(STAGE_SCHEMAS[stage]);
    validators.set(stage, v);
  }
  return v;
}

function segmentsNote(segments: Segment[]): string {
  if (!segments.length) return '';
  return `\n\nParts of the instrument (character offsets): ${segments.map((s) => `${s.kind} ${s.start}-${s.end}`).join(', ')}`;
}

async function post(opts: OpenAiOptions, body: unknown): Promise<string> {
  const f = opts.fetch ?? fetch;
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), opts.timeoutMs);
  let res: Response;
  let raw: string;
  try {
    res = await f(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: ac.signal,
    });
    raw = await res.text();
  } catch (e) {
    if (ac.signal.aborted) throw new ExtractionError(`extraction model did not answer within ${opts.timeoutMs} ms (${url})`, { cause: e });
    throw new ExtractionError(`extraction model unreachable at ${url}: ${(e as Error).message}`, { cause: e });
  } finally {
    clearTimeout(timer);
  }
  if (!res.ok) throw new ExtractionError(`extraction model answered HTTP ${res.status}: ${raw.slice(0, 200)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ExtractionError(`extraction model answered something that is not a chat completion: ${raw.slice(0, 200)}`);
  }
  const content = (parsed as { choices?: Array<{ message?: { content?: unknown } }> }).choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ExtractionError('extraction model answered without choices[0].message.content');
  return content;
}

/** The JSON inside a model's answer (it may wrap it in a ```json fence). */
function parseContent(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(content);
  return JSON.parse((fenced ? fenced[1] : content).trim());
}

export function openAiProvider(opts: OpenAiOptions) {
  return {
    name: `openai:${opts.model}`,
    async extract(stage: ExtractStage, text: string, segments: Segment[]): Promise<unknown> {
      const schema = STAGE_SCHEMAS[stage];
      const messages: Array<{ role: string; content: string }> = [
        { role: 'system', content: `${RULES}\n\n${STAGE_RULES[stage]}` },
        { role: 'user', content: `Instrument:\n"""\n${text}\n"""${segmentsNote(segments)}` },
      ];
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        const content = await post(opts, {
          model: opts.model,
          temperature: 0,
          messages,
          response_format: { type: 'json_schema', json_schema: { name: stage, schema, strict: false } },
        });
        let value: unknown;
        try {
          value = parseContent(content);
        } catch (e) {
          problem = `not JSON (${(e as Error).message})`;
          messages.push({ role: 'assistant', content }, { role: 'user', content: `That was ${problem}. Answer again with JSON only, fitting the schema.` });
          continue;
        }
        const validate = validator(stage);
        if (validate(value)) return value;
        problem = `JSON that does not fit the schema: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })}`;
        messages.push({ role: 'assistant', content }, { role: 'user', content: `That was ${problem}. Answer again with JSON only, fitting the schema.` });
      }
      throw new ExtractionError(`extraction model gave ${problem} twice for stage ${stage}`);
    },
  };
}
