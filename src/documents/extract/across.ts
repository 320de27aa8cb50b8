// Package-level fill-in (runtime_linking): what one instrument leaves out of a tract and another
// instrument of the same package states for the same tract. Platted lots are the usual case: a
// deed describes "Lots 7 and 8, Block 12, Original Town of Wheeler" without acres, and the lease
// of the same lots says "containing 0.32 acres". Tracts are the same when their tract_id is (the
// identity assembly computes from the normalised description: lots, block and subdivision, or
// section, township, range and aliquot, or county, abstract and section). Acres are filled only
// when every document stating them for that tract agrees, and the value carries the document it
// came from (`acres_source`); a Texas survey's name read within two letters of the spelling more
// documents give for the same tract (an OCR slip) takes that spelling (`survey_as_written` keeps
// the instrument's). A party's name read in one instrument only, which reads through the usual OCR
// confusions as the spelling two or more other documents of the package give ("Gautrcaux" beside
// "Gautreaux"), takes that spelling (`name_as_written` keeps the instrument's). A tract's county that
// its instrument does not name, and the package's other documents name alike for the same tract, is
// filled in too (`county_source`: a patent of a township's section names none). A fill is undone
// before the fill-in runs again, so running it
// twice, or after a document changed, gives what running it once on the current records gives.
import { isDeepStrictEqual } from 'node:util';
import { editDistance } from '../l2/names.js';
import type { Party, Tract } from '../types.js';
import { confusionKey } from './ocr-words.js';

export interface AcresFill {
  /** The document whose tract was filled in. */
  doc_id: string;
  tract_index: number;
  tract_id: string;
  acres: number;
  /** The document that states them. */
  source_doc_id: string;
}

interface HasTracts {
  doc_id: string;
  tracts: Tract[];
  parties?: Party[];
}

const ACRES_SUFFIX = / \(\d+(?:\.\d+)? acres\)$/;

/** The tract as the instrument itself gives it: earlier fills taken back. */
function own(t: Tract): Tract {
  if (t.survey_as_written !== undefined) {
    const { survey_as_written: written, ...rest } = t;
    t = { ...rest, survey: written, tract_identity_phrase: t.survey ? rest.tract_identity_phrase.replace(t.survey, written) : rest.tract_identity_phrase };
  }
  if (t.county_source) {
    const { county_source: _county, ...rest } = t;
    t = { ...rest, county: null };
  }
  if (!t.acres_source) return t;
  const { acres_source: _filled, ...rest } = t;
  return { ...rest, acres: null, tract_identity_phrase: rest.tract_identity_phrase.replace(ACRES_SUFFIX, '') };
}

/** Of several spellings counted by the documents that give them, the one two or more give, more than any other; null when none does. */
function prevailing(counts: Map<string, number>): string | null {
  if (counts.size < 2) return null;
  const [[best, n], [, next]] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return n >= 2 && n > next ? best : null;
}

/** The party as the instrument itself names it: an earlier correction taken back. */
function ownParty(p: Party): Party {
  if (p.name_as_written === undefined) return p;
  const { name_as_written: written, ...rest } = p;
  return { ...rest, canonical_name: written };
}

/**
 * The spelling to give each word of party names that one document only reads so, where the word
 * reads through the usual OCR confusions (e/c, i/l/1, o/0, s/5, m/rn) as a spelling the names of
 * two or more other documents give, more than any other such spelling ("Gautrcaux" in one deed,
 * "Gautreaux" in three), and begins with the same letter. Small letters: the case of each name is its own.
 */
function wordSpellings(bare: Array<{ parties: Party[] }>): Map<string, string> {
  const docsOf = new Map<string, Map<string, number>>();
  for (const { parties } of bare) {
    const words = new Set(parties.flatMap((p) => p.canonical_name.toLowerCase().match(/[a-z0-9|]{3,}/g) ?? []));
    for (const w of words) {
      const key = confusionKey(w);
      const m = docsOf.get(key) ?? new Map<string, number>();
      m.set(w, (m.get(w) ?? 0) + 1);
      docsOf.set(key, m);
    }
  }
  const out = new Map<string, string>();
  for (const m of docsOf.values()) {
    const best = prevailing(m);
    if (!best) continue;
    // (never a first letter for another: a capital is seldom misread, and "Carl" and "Earl" are two names;
    // a figure read for one is, "5ewell")
    for (const [w, count] of m) if (w !== best && count === 1 && (w[0] === best[0] || !/[a-z]/.test(w[0]))) out.set(w, best);
  }
  return out;
}

/** `name` with each word `spelling` corrects in that spelling (capitalised as the word is); null when none is. */
function respelt(name: string, spelling: Map<string, string>): string | null {
  let changed = false;
  const out = name.replace(/[A-Za-z0-9|]{3,}/g, (w) => {
    const to = spelling.get(w.toLowerCase());
    if (!to) return w;
    changed = true;
    return /^[A-Z]/.test(w) ? to[0].toUpperCase() + to.slice(1) : to;
  });
  return changed ? out : null;
}

/**
 * The survey names the package's documents give each Texas tract (county and abstract: one survey),
 * by tract_id: the spelling to use where one reads otherwise within two letters (an OCR slip,
 * "Ellas R. Wightman League", "Ira Ingrarn League"), the one more documents give than any other.
 */
function surveySpellings(bare: Array<{ tracts: Tract[] }>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const { tracts } of bare) {
    for (const t of tracts) {
      if (!t.survey || !t.abstract) continue;
      const m = counts.get(t.tract_id) ?? new Map<string, number>();
      m.set(t.survey, (m.get(t.survey) ?? 0) + 1);
      counts.set(t.tract_id, m);
    }
  }
  const out = new Map<string, string>();
  for (const [id, m] of counts) {
    const best = prevailing(m);
    if (best) out.set(id, best);
  }
  return out;
}

/**
 * Fills in the acres a tract lacks from the other documents of the package describing the same
 * tract. `docs` in the graph's order (governing date, then recording reference): the earliest
 * document stating the acres is named as their source. Answers every document (copied where it
 * changed; earlier fills taken back first), which of them changed, and the fills made.
 */
export function fillAcrossPackage<T extends HasTracts>(docs: T[]): { docs: T[]; changed: Set<string>; fills: AcresFill[] } {
  const stated = new Map<string, { values: Set<number>; first: string }>();
  const bare = docs.map((d) => ({ doc: d, tracts: d.tracts.map(own), parties: (d.parties ?? []).map(ownParty) }));
  for (const { doc, tracts } of bare) {
    for (const t of tracts) {
      if (t.acres === null || !(t.acres > 0)) continue;
      const s = stated.get(t.tract_id);
      if (s) s.values.add(t.acres);
      else stated.set(t.tract_id, { values: new Set([t.acres]), first: doc.doc_id });
    }
  }
  // the county the documents name each tract in (a patent names none of a township's section: the deeds do)
  const counties = new Map<string, { values: Set<string>; first: string }>();
  for (const { doc, tracts } of bare) {
    for (const t of tracts) {
      if (!t.county) continue;
      const c = counties.get(t.tract_id);
      if (c) c.values.add(t.county);
      else counties.set(t.tract_id, { values: new Set([t.county]), first: doc.doc_id });
    }
  }
  const spelling = surveySpellings(bare);
  const words = wordSpellings(bare);
  const fills: AcresFill[] = [];
  const changed = new Set<string>();
  const out = bare.map(({ doc, tracts, parties }) => {
    const next = tracts.map((raw, i) => {
      let t = raw;
      const spelt = spelling.get(t.tract_id);
      if (spelt && t.survey && t.survey !== spelt && editDistance(t.survey.toLowerCase(), spelt.toLowerCase(), 2) <= 2) {
        t = { ...t, survey: spelt, survey_as_written: t.survey, tract_identity_phrase: t.tract_identity_phrase.replace(t.survey, spelt) };
      }
      const c = counties.get(t.tract_id);
      if (t.county === null && c && c.values.size === 1) t = { ...t, county: [...c.values][0], county_source: { doc_id: c.first } };
      const s = stated.get(t.tract_id);
      if (t.acres !== null || !s || s.values.size !== 1) return t;
      const acres = [...s.values][0];
      fills.push({ doc_id: doc.doc_id, tract_index: i, tract_id: t.tract_id, acres, source_doc_id: s.first });
      return { ...t, acres, acres_source: { doc_id: s.first }, tract_identity_phrase: `${t.tract_identity_phrase} (${acres} acres)` };
    });
    const named = parties.map((p) => {
      const spelt = respelt(p.canonical_name, words);
      return spelt ? { ...p, canonical_name: spelt, name_as_written: p.canonical_name } : p;
    });
    // Key order aside (records come back from jsonb with their keys reordered).
    if (isDeepStrictEqual(next, doc.tracts) && (!doc.parties || isDeepStrictEqual(named, doc.parties))) return doc;
    changed.add(doc.doc_id);
    return { ...doc, tracts: next, ...(doc.parties ? { parties: named } : {}) };
  });
  return { docs: out, changed, fills };
}
