// Segmentation: the parts of an instrument (caption, granting clause, description, reservations,
// signatures, acknowledgment, recording stamp) as spans of its text. Paragraphs (blocks between
// blank lines) are classified by the language that opens or fills them, then read in order: most
// instruments run caption → granting clause → description → reservations → habendum → signatures →
// acknowledgment → recording stamp, but the rules do not depend on that order except to break ties.
import type { Segment, SegmentKind } from '../types.js';
import { isCapitalsTitle, ocrClean } from './text.js';

interface Para {
  start: number;
  end: number;
  text: string;
}

function paragraphs(text: string): Para[] {
  const out: Para[] = [];
  const re = /\n[ \t]*\n/g;
  let last = 0;
  let m: RegExpExecArray | null;
  const push = (s: number, e: number) => {
    const raw = text.slice(s, e);
    const lead = raw.length - raw.trimStart().length;
    const trail = raw.length - raw.trimEnd().length;
    if (raw.trim()) out.push({ start: s + lead, end: e - trail, text: raw.trim() });
  };
  while ((m = re.exec(text))) {
    push(last, m.index);
    last = m.index + m[0].length;
  }
  push(last, text.length);
  // Typed and scanned copies often lose their blank lines: a line that opens a part of the
  // instrument starts a new paragraph all the same.
  const split: Para[] = [];
  for (const p of out) {
    let start = p.start;
    const lineRe = /\n[ \t]*(?=\S)/g;
    let lm: RegExpExecArray | null;
    while ((lm = lineRe.exec(p.text))) {
      const at = p.start + lm.index + lm[0].length;
      if (PART_START.test(text.slice(at, at + 80))) {
        const seg = text.slice(start, p.start + lm.index).trimEnd();
        if (seg.trim()) split.push({ start, end: start + seg.length, text: seg.trim() });
        start = at;
      }
    }
    const rest = text.slice(start, p.end);
    if (rest.trim()) split.push({ start, end: p.end, text: rest.trim() });
  }
  return split;
}

const PART_START = /^(?:KNOW\s+ALL|IN\s+THE\s+(?:COUNTY|DISTRICT|PROBATE)\s+COURT|In\s+the\s+(?:County|District|Probate)\s+Court|IN\s+THE\s+MATTER\s+OF|In\s+the\s+Matter\s+of|TO\s+HAVE\s+AND\s+TO\s+HOLD|(?:IN\s+)?WITNESS\s+(?:WHEREOF|our|my)|IN\s+TESTIMONY|EXECUTED\b|Executed\s+(?:this|on)|Signed\s+(?:and\s+delivered|this|on)|SIGNED\s+AND\s+ENTERED|Dated\s+this|(?:THE\s+)?STATE\s+OF\s+[A-Z]|COUNTY\s+OF\s+[A-Z]|BEFORE\s+ME|Before\s+me|This\s+instrument\s+was\s+acknowledged|Subscribed\s+and\s+sworn|SWORN\s+TO|Sworn\s+to|Given\s+under\s+my\s+hand|GIVEN\s+UNDER\s+MY\s+HAND|My\s+commission\s+expires|Filed\s+(?:for|and)\s+record|FILED\s+(?:FOR|AND)\s+RECORD|RECEIVED\s+FOR\s+RECORD|I\s+hereby\s+certify|SAVE\s+AND\s+EXCEPT|EXCEPTING\s+AND\s+RESERVING|LESS\s+AND\s+EXCEPT|_{5,})/;

const RECORDING = /^(?:f[il1]{1,2}[ec]d\s+(?:f[o0]r|and)\s+rec[o0]rd|FILED\s+AND\s+RECORDED|RECEIVED\s+F[O0]R\s+REC[O0]RD|I\s+h[ec]r[ec]by\s+c[ec]rt[il1]fy\s+that\s+(?:this|the\s+within)\s+[il1]nstrum[ec]nt\s+was\s+f[il1]{1,2}[ec]d|STATE\s+OF\s+[A-Z]+\s*,\s*[A-Za-z ]+County\s*,?\s*ss\b|Recorded\s+(?:in|on|this)|RECORDED\b|Instrument\s+No\.|Doc(?:ument)?\s*#|Vol\.\s*\d+\s+Pg|Book\s+\d+\s+Page\s+\d+|[A-Z][A-Za-z.' ]+,\s*(?:County\s+Clerk|Clerk\s+County\s+Court|Register\s+of\s+Deeds)|COUNTY\s+CLERK|OFFICIAL\s+(?:PUBLIC\s+)?RECORDS|By\s+_+[, ]*Deputy|I,\s+[A-Z][^,]+,\s+(?:County\s+)?Clerk)/i;
const RECORDING_ANY = /f[il1]{1,2}[ec]d\s+(?:f[o0]r|[o0]f)\s+rec[o0]rd|f[o0]r\s+rec[o0]rd\s+in\s+my\s+office|c[ec]rt[il1]fy\s+that\s+(?:this|the\s+within)\s+[il1]nstrum[ec]nt|duly\s+recorded\s+in|Register\s+of\s+Deeds|County\s+Clerk|Clerk\s+(?:of\s+the\s+)?County\s+Court|Instrument\s+(?:No\.|Number)|FILED\s+AND\s+RECORDED/i;
const ACK_START = /^(?:(?:THE\s+)?STATE\s+OF\s+[A-Z][A-Za-z ]*[\s§)}:,]+(?:\s*[§)}]\s*)*[\s\S]{0,80}?COUNTY\s+OF|(?:THE\s+)?STATE\s+OF\s+[A-Z]+\s*[,)}§]\s*$|COUNTY\s+OF\s+[A-Z]|(?:THE\s+)?STATE\s+OF\s+[A-Z ]+\)|BEFORE\s+ME|On\s+this\s+[\s\S]{0,60}before\s+me|This\s+instrument\s+was\s+acknowledged|Subscribed\s+and\s+sworn|Sworn\s+to\s+and\s+subscribed|SWORN\s+TO|Given\s+under\s+my\s+hand\s+and\s+(?:official\s+)?seal|My\s+commission\s+expires|\(?SEAL\)?\s+|\(L\.\s?S\.\)|_+\s*\n\s*Notary|Notary\s+Public|ACKNOWLEDGMENT|INDIVIDUAL\s+ACKNOWLEDGMENT|CORPORATE\s+ACKNOWLEDGMENT)/i;
const VENUE_SS = /^STATE\s+OF\s+[A-Z]+\s*,\s*[A-Za-z ]+County\s*,?\s*ss\b/i;
const ACK_ANY = /acknowledged\s+(?:before\s+me|to\s+me)|personally\s+appeared|Notary\s+Public|subscribed\s+and\s+sworn|sworn\s+to\s+(?:and\s+subscribed\s+)?before\s+me/i;
const SIGNATURE = /^(?:(?:IN\s+)?WITNESS(?:\s+WHEREOF|\s+(?:our|my|his|her|their)\s+hands?)|EXECUTED\b|Executed\s+(?:this|on|as\s+of)|Signed\s+(?:and\s+delivered|this|on)|SIGNED\s+AND\s+ENTERED|IN\s+TESTIMONY\s+WHEREOF|GIVEN\s+under\s+(?:my|our)\s+hands?|Dated\s+this|DATED\s*:|_{5,}|By:?\s*_|ATTEST|(?:LESSOR|LESSEE)\s*:[ \t]*(?:\n|_|\(|$)|GRANTOR\s*:\s*\n|\(SEAL\)\s*$)/i;
const RESERVATION = /^(?:SAVE\s+AND\s+EXCEPT|SAVING\s+AND\s+EXCEPTING|EXCEPTING|LESS\s+AND\s+EXCEPT|RESERV|THERE\s+IS\s+(?:HEREBY\s+)?(?:RESERVED|EXCEPTED)|Reservations\s+from\s+Conveyance|Exceptions\s+to\s+Conveyance|Grantor\s+(?:hereby\s+)?(?:reserves|excepts|retains)|This\s+(?:conveyance|sale|deed)\s+is\s+(?:made\s+)?(?:and\s+accepted\s+)?subject\s+to|Subject\s+to)/i;
const RESERVATION_ANY = /\b(?:save\s+and\s+except|saving\s+and\s+excepting|(?:is|are)\s+(?:hereby\s+)?(?:expressly\s+)?(?:reserved|excepted)|reserves\s+(?:unto|to)|reserving\s+(?:unto|to)|excepting\s+(?:and\s+reserving|therefrom))\b/i;
const GRANT_START = /^(?:(?:This|THIS)\s+[A-Za-z ,-]{0,60}?\s+(?:(?:is|are)\s+(?:made|executed|entered|given)|(?:made|executed|entered|given)\s+(?:this|on|as\s+of|and\s+entered|by|between)\b)|KNOW\s+ALL\s+(?:MEN|PERSONS)|That\s|THAT\s|THIS\s+(?:AGREEMENT|INDENTURE|DEED|LEASE|OIL|ASSIGNMENT|CONVEYANCE|RELEASE|MINERAL|ROYALTY|INSTRUMENT)(?!\s+(?:WAS\s+)?PREPARED\b)|AGREEMENT,?\s+[Mm]ade|WITNESSETH|WHEREAS|NOW\s+(?:THEREFORE|KNOW)|On\s+this|IT\s+IS\s+(?:THEREFORE\s+)?ORDERED|FOR\s+AND\s+IN\s+CONSIDERATION|For\s+(?:good\s+and\s+valuable\s+|and\s+in\s+)?consideration|Grantor,?\s+for|\d+\.\s+Grant|I,\s+[A-Z]|We,\s+)/;
const GRANT_ANY = /\b(?:(?:grants?|granted),?\s+(?:bargain(?:s|ed)?,?\s+)?(?:and\s+)?(?:sells?|sold|leases?|leased|demises?|demised)|hereby\s+(?:grants?|conveys?|assigns?|transfers?|releases?|quitclaims?|sells?|leases?|surrenders?)\b|(?:hereinafter|herein)\s+(?:called\s+|referred\s+to\s+as\s+)?["“(]|grant,?\s+sell|convey(?:s|ed)?\s+(?:and\s+warrants?\s+)?unto|conveys?\s+and\s+(?:specially\s+)?(?:warrants?|quit\s?claims?)\s+to\b|\bGrantors?,\s+conveys?\s+to\b|releases?\s+and\s+quit\s?claims?\s+to\b|do(?:es)?\s+hereby\s+(?:grant|sell|assign|release|remise|convey|quitclaim|surrender)|remise,?\s+release|sell,?\s+assign,?\s+transfer|release,?\s+relinquish|hereinafter\s+called|depose[sd]?\s+and\s+sa(?:y|ys|id)|came\s+on\s+to\s+be\s+heard|ORDERED,?\s+ADJUDGED|granted\s+by\s+the)/i;
const DESCRIPTION = /\b(?:Sec(?:tion|\.)?\s+\w+|Township\s+\w+|T\.?\s?-?\d{1,2}\s?-?[NS]\b|Range\s+\w+|R\.?\s?-?\d{1,2}\s?-?[EW]\b|Abstract|A-\d+|Survey|Block|Blk\.|Lots?\s+\w+|(?:North|South|East|West|NE|NW|SE|SW|N|S|E|W)\s*(?:\/|1\/)\s*[24]|(?:North|South)(?:east|west)?\s+(?:Quarter|Half|One-half)|\d+-\d+[NS]-\d+[EW]|BEGINNING\s+at|THENCE|metes\s+and\s+bounds|acres)/i;
const HABENDUM = /^(?:TO\s+HAVE\s+AND\s+TO\s+HOLD|together\s+with|It\s+is\s+(?:agreed|understood)|Grantor\s+(?:agrees|does)|This\s+(?:lease|Lease)|In\s+consideration\s+of\s+the\s+premises|\d+(?:st|nd|rd|th)?\.\s)/i;

function isTitleLike(p: Para): boolean {
  const lines = p.text.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length <= 4 && lines.every((l) => l.length < 90 && (l === l.toUpperCase() || /^\(.*\)$/.test(l) || /^(Grantor|Grantee|Form)\b/i.test(l)));
}

/** Parts of the instrument, in text order; what no rule claims is `other`. */
export function segment(text: string): Segment[] {
  const clean = ocrClean(text);
  const paras = paragraphs(clean);
  let kinds = classifyParas(clean, paras, -1);
  if (!kinds.includes('granting_clause')) {
    // no operative words recognised: the first substantial paragraph that is not a title, venue,
    // acknowledgment or stamp opens the body
    // (a recording office's header block is no body: "Prepared by: ...", "When recorded return to:", "RECORDING REQUESTED BY")
    const at = paras.findIndex((p) => p.text.length >= 120 && !isTitleLike(p) && !ACK_START.test(p.text) && !RECORDING.test(p.text) && !/^(?:NOTICE\s+OF\s+CONFIDENTIALITY|(?:This\s+instrument\s+(?:was\s+)?)?Prepared\s+by\b|(?:When\s+recorded,?\s+)?(?:return|mail)\s+to\b|RECORDING\s+REQUESTED\s+BY|Electronically\s+Recorded)/i.test(p.text));
    if (at >= 0) {
      // after a caption (a "Return to" block), its own title on its first line ("No. 20.\tQUIT CLAIM
      // DEED." over "Grantor: ...", an abstractor's entry) joins the caption (with no caption at all,
      // the instrument's kind is read from the opening of its text anyway)
      const p = paras[at];
      const first = /^[^\n]+/.exec(p.text)![0];
      if (at > 0 && first.length < 90 && isCapitalsTitle(first) && /[A-Z]{3}/.test(first) && p.text.length > first.length) {
        const rest = p.start + p.text.indexOf('\n') + 1;
        const lead = clean.slice(rest, p.end).length - clean.slice(rest, p.end).trimStart().length;
        paras.splice(at, 1, { start: p.start, end: p.start + first.trimEnd().length, text: first.trim() }, { start: rest + lead, end: p.end, text: clean.slice(rest + lead, p.end) });
        kinds = classifyParas(clean, paras, at + 1);
      } else kinds = classifyParas(clean, paras, at);
    }
  }
  return merge(text, paras, kinds);
}

function classifyParas(clean: string, paras: Para[], forceGrant: number): SegmentKind[] {
  const kinds: SegmentKind[] = [];
  let seenGrant = false;
  let seenSignature = false;
  let seenAck = false;
  let seenRecording = false;
  let seenDescription = false;
  // an exhibit attached after the signatures lists what the instrument covers ("1. Oil and Gas Lease
  // dated ..., recorded as Instrument No. ..., insofar as it covers: SW1/4 Sec. 24, ..."): its items
  // are the description, not a clerk's stamp, until the clerk's own certificate
  let inExhibit = false;
  paras.forEach((p, idx) => {
    const t = p.text;
    const indented = /^[ \t]{4,}\S/.test(clean.slice(clean.lastIndexOf('\n', p.start) + 1, p.end));
    if (seenGrant && /^\s*EXHIBIT\s+["“]?[A-Z0-9]\b/i.test(t)) inExhibit = true;
    let kind: SegmentKind;
    if (idx === forceGrant) kind = 'granting_clause';
    else if (inExhibit && !seenRecording && /^\s*\d{1,3}[.)]\s/.test(t) && DESCRIPTION.test(t) && !/^\s*\d{1,3}[.)]\s+(?:f[il1]{1,2}[ec]d|RECORDED|Recorded\s+(?:in|on|this))/i.test(t)) kind = 'description';
    // a form's block of the lease it releases, before the signatures ("Lease Date: ...\nLessor: ...\nRecording:
    // Instrument No. 1981-009820, Gem County, Idaho\nLands: NW1/4 Sec. 7, ..."): the description, not a stamp
    else if (seenGrant && !seenSignature && !seenAck && !RECORDING.test(t) && /^[ \t]*(?:Lands?|Legal(?:\s+Description)?|Description|Property)[ \t]*:/im.test(t) && DESCRIPTION.test(t)) kind = 'description';
    // an exhibit's table of leases or lands, one a row ("Lease No. | Lessor | ... | Recording | Lands"), whose
    // cells cite instrument numbers: the description, not a clerk's stamp
    else if (inExhibit && !seenRecording && /^[^\n]*\|[^\n]*\|[^\n]*\|/.test(t) && DESCRIPTION.test(t)) kind = 'description';
    else if (seenRecording && (RECORDING.test(t) || RECORDING_ANY.test(t) || /^\s*(By|Pages|Fee|Vol|Book)\b/i.test(t) || /^[A-Z][A-Za-z.' ]+$/.test(t.split('\n')[0]))) kind = 'recording_stamp';
    // (an affidavit's own averment that recites a deed "recorded as Instrument No. ...", "That X, the
    // decedent ..., is the same person as X, named as one of the grantees in that certain deed
    // recorded as Instrument No. 1985-006961", is no clerk's stamp)
    // a venue a clerk's stamp also opens with, over a notary's certificate: "STATE OF IOWA, MARSHALL COUNTY, ss:\nOn
    // this 15th day of March, A.D. 1878, before me, a Notary Public ... personally appeared ..."
    else if ((seenSignature || seenGrant) && VENUE_SS.test(t) && ACK_ANY.test(t) && !RECORDING_ANY.test(t)) kind = 'acknowledgment';
    else if ((seenSignature || seenAck || seenGrant) && (RECORDING.test(t) || (RECORDING_ANY.test(t) && !ACK_ANY.test(t) && !GRANT_ANY.test(t) && (seenSignature || seenAck || !/^(?:That|THAT|WHEREAS|Whereas)\s/.test(t))))) kind = 'recording_stamp';
    else if (seenGrant && ACK_START.test(t) && !GRANT_ANY.test(t) && !(DESCRIPTION.test(t) && indented)) kind = 'acknowledgment';
    else if ((seenSignature || seenAck) && ACK_ANY.test(t)) kind = 'acknowledgment';
    // the officer's own dating after the certificate: "Given under my hand this 22nd day of ...", "IN TESTIMONY WHEREOF, I have hereunto set my hand and official seal ..., this 18th day of ...",
    // "Witness my hand and notarial seal, this the 4th day of October, 1981."
    else if (seenAck && !seenRecording && /^(?:Given\s+under\s+my\s+hand|IN\s+(?:TESTIMONY|WITNESS)\s+WHEREOF,?\s+I\s+have\s+hereunto\s+set\s+my\s+hand|Witness\s+my\s+hand\s+and\s+(?:notarial|official)\s+seal)/i.test(t)) kind = 'acknowledgment';
    else if (seenGrant && SIGNATURE.test(t)) kind = 'signatures';
    else if (seenAck && !seenRecording && /^[\s_]*$|^\(SEAL\)|Notary/i.test(t)) kind = 'acknowledgment';
    else if (DESCRIPTION.test(t) && indented && !GRANT_ANY.test(t) && !seenSignature && /:\s*$/.test(clean.slice(Math.max(0, p.start - 200), p.start).trimEnd())) kind = 'description';
    else if (!seenGrant && (GRANT_START.test(t) || GRANT_ANY.test(t)) && !isTitleLike(p)) kind = 'granting_clause';
    else if (!seenGrant) kind = 'caption';
    else if (seenGrant && (RESERVATION.test(t) || RESERVATION_ANY.test(t)) && !HABENDUM.test(t)) kind = 'reservations';
    else if (seenGrant && DESCRIPTION.test(t) && (indented || /to-?wit:?\s*$|described\s+as\s+follows:?\s*$|being:?\s*$|Property[^:\n]*:\s*$/i.test(clean.slice(Math.max(0, p.start - 120), p.start)) || (!seenDescription && t.length < 700 && !GRANT_ANY.test(t)))) kind = 'description';
    else if (seenGrant && !seenSignature && !seenAck && GRANT_ANY.test(t) && kinds[kinds.length - 1] !== 'other') kind = 'granting_clause';
    else kind = 'other';
    if (kind === 'granting_clause') seenGrant = true;
    if (kind === 'signatures') seenSignature = true;
    if (kind === 'acknowledgment') seenAck = true;
    if (kind === 'recording_stamp') seenRecording = true;
    if (kind === 'description') seenDescription = true;
    kinds.push(kind);
  });
  return kinds;
}

/** Neighbouring paragraphs of one kind merge; the text between them belongs to the segment. */
function merge(text: string, paras: Para[], kinds: SegmentKind[]): Segment[] {
  const out: Segment[] = [];
  paras.forEach((p, i) => {
    const kind = kinds[i];
    const prev = out[out.length - 1];
    if (prev && prev.kind === kind) {
      prev.end = p.end;
    } else out.push({ kind, start: p.start, end: p.end, text: '' });
  });
  for (const s of out) s.text = text.slice(s.start, s.end);
  return out;
}
