// L2 party clustering: one person or company across a package's documents.
//
// Mentions are blocked by the Soundex of the surname (persons) or of the first word (companies),
// so only names that could be one are ever compared (50,000 mentions cluster in well under a
// second). Inside a block:
//  1. mentions written alike (same parsed key) are grouped, and a group is split where the
//     documents say two people share the name: a different spouse joining them (James Miller with
//     Opal, James Miller with Betty Jo), two mentions in one instrument, or, on no common tract,
//     two residences (of Kingfisher County, of Canadian County) or more than 70 years between
//     them, or a death (one who takes land after a decedent of the name died: the son named after
//     his father, even on the same land); a mention with no such evidence goes with the group
//     sharing its land, else the one nearest in date;
//  2. groups are then merged, the most fully written first, into clusters whose every written
//     form is compatible (surname alike, given names or initials in order, Jr. never with Sr. or
//     an unsuffixed name... see namesCompatible) and whose spouses and documents do not contradict.
// Cluster ids hash the cluster's first member, so they are the same on every run for the same input.
import { createHash } from 'node:crypto';
import type { PartyMention, PartyCluster, ResolvedDocument } from '../types.js';
import { givenCompatible, givenInitial, namesCompatible, parseName, soundex, specificity, surnameCompatible, type ParsedName } from './names.js';

interface Mention {
  m: PartyMention;
  p: ParsedName;
  /** The year of death the instrument states for a decedent. */
  died: number | null;
  /** Given name of the one co-party of the same surname and role (a spouse joining), if any. */
  spouse: string | null;
  tracts: string[];
  residence: string | null;
  year: number | null;
}

interface Group {
  /** Set when one written name was split into several people: those groups never merge again. */
  splitId: string | null;
  mentions: Mention[];
  p: ParsedName;
  spouses: string[];
  docs: Set<string>;
  tracts: Set<string>;
  residences: Set<string>;
  /** The residence each instrument gives it (doc id to residence). */
  homes: Map<string, string>;
  years: number[];
  life: Life;
  /** Named as a trustee: a trustee and the same name individually are two persons (title held for a trust). */
  trustee: boolean;
}

interface Cluster {
  block: string;
  trustee: boolean;
  splitIds: Set<string>;
  groups: Group[];
  variants: ParsedName[];
  spouses: string[];
  docs: Set<string>;
  tracts: Set<string>;
  residences: Set<string>;
  homes: Map<string, string>;
  years: number[];
  life: Life;
}

/**
 * What a person's mentions say of his life: the earliest year he is a decedent (dead by then), and
 * the latest year he takes something by an instrument (grantee, lessee or assignee; an heirship
 * affidavit may list among the heirs a child or spouse who died before the decedent). A dead man
 * takes nothing, so a decedent of 1909 and a lessee of 1976 of one name are two people (a father
 * and the son named after him), even on the same land.
 */
interface Life {
  diedBy: number | null;
  lastTook: number | null;
  /** The years of death the instruments state for him (a person dies once). */
  deaths: number[];
}
const TAKING_ROLES = new Set(['grantee', 'lessee', 'assignee']);
const lifeOf = (ms: Mention[]): Life => {
  const life: Life = { diedBy: null, lastTook: null, deaths: [] };
  for (const x of ms) addLife(life, x);
  return life;
};
function addLife(life: Life, x: Mention | Life): void {
  // (dead by the year the instrument states, else by the instrument's own year)
  const died = 'm' in x ? (x.m.role === 'decedent' ? (x.died ?? x.year) : null) : x.diedBy;
  // (a grantee of an instrument that moves nothing, a lien's release to long-dead borrowers, takes nothing)
  const took = 'm' in x ? (TAKING_ROLES.has(x.m.role) && x.m.conveys !== false ? x.year : null) : x.lastTook;
  if (died !== null && (life.diedBy === null || died < life.diedBy)) life.diedBy = died;
  if (took !== null && (life.lastTook === null || took > life.lastTook)) life.lastTook = took;
  const deaths = 'm' in x ? (x.died !== null ? [x.died] : []) : x.deaths;
  for (const d of deaths) if (!life.deaths.includes(d)) life.deaths.push(d);
}
/**
 * One takes something more than a year after the other is dead (a year's grace for late-dated
 * instruments), or the two died in years more than one apart.
 */
const livesConflict = (a: Life, b: Life) =>
  (a.diedBy !== null && b.lastTook !== null && b.lastTook > a.diedBy + 1) ||
  (b.diedBy !== null && a.lastTook !== null && a.lastTook > b.diedBy + 1) ||
  (a.deaths.length > 0 && b.deaths.length > 0 && !a.deaths.some((x) => b.deaths.some((y) => Math.abs(x - y) <= 1)));

/** The mentions of a package's documents, with each document's date and tracts. */
export function mentionsFromDocuments(docs: ResolvedDocument[]): PartyMention[] {
  const out: PartyMention[] = [];
  for (const d of docs) {
    const tract_ids = [...new Set(d.tracts.map((t) => t.tract_id))];
    for (const p of d.parties) {
      // (a party of no estate, an affiant who knew the family, holds none of the land the instrument describes)
      out.push({
        doc_id: d.doc_id, party_id: p.party_id, name: p.canonical_name, role: p.role, kind: p.kind, date: d.dates.governing_date, tract_ids: p.role === 'other' ? [] : tract_ids,
        ...(p.residence ? { residence: p.residence } : {}), ...(p.trustee ? { trustee: true } : {}), ...(p.role === 'decedent' && d.dates.death_date ? { died: d.dates.death_date } : {}),
        ...(d.conveyance.estate_types_conveyed.length ? {} : { conveys: false }),
      });
    }
  }
  return out;
}

const NO_SPOUSE_ROLES = new Set(['heir', 'decedent', 'other']);

function spousesOf(ms: Mention[]): void {
  const byDoc = new Map<string, Mention[]>();
  for (const x of ms) {
    const list = byDoc.get(x.m.doc_id);
    if (list) list.push(x);
    else byDoc.set(x.m.doc_id, [x]);
  }
  for (const list of byDoc.values()) {
    if (list.length < 2) continue;
    for (const x of list) {
      if (x.p.kind !== 'person' || NO_SPOUSE_ROLES.has(x.m.role)) continue;
      const co = list.filter(
        (y) => y !== x && y.p.kind === 'person' && y.m.role === x.m.role && y.p.first && surnameCompatible(y.p.last, x.p.last) && !givenCompatible(y.p.first, x.p.first),
      );
      if (co.length === 1) x.spouse = co[0].p.first;
    }
  }
}

const spousesConflict = (a: string[], b: string[]) => a.length > 0 && b.length > 0 && !a.some((x) => b.some((y) => givenCompatible(x, y)));
const intersects = <T>(a: Set<T>, b: Set<T>) => {
  const [s, l] = a.size < b.size ? [a, b] : [b, a];
  for (const x of s) if (l.has(x)) return true;
  return false;
};
const sharedCount = <T>(a: Set<T>, b: Set<T>) => {
  let n = 0;
  const [s, l] = a.size < b.size ? [a, b] : [b, a];
  for (const x of s) if (l.has(x)) n++;
  return n;
};
/** Years between two spans of activity (0 when they overlap; 50 when either is undated). */
const yearGap = (a: number[], b: number[]) => {
  if (!a.length || !b.length) return 50;
  let amin = Infinity, amax = -Infinity, bmin = Infinity, bmax = -Infinity;
  for (const x of a) {
    if (x < amin) amin = x;
    if (x > amax) amax = x;
  }
  for (const y of b) {
    if (y < bmin) bmin = y;
    if (y > bmax) bmax = y;
  }
  if (a.length === 1 && b.length === 1) return Math.abs(amin - bmin);
  // Nearest years of the two spans: exact for single years, a span's ends otherwise.
  if (amax < bmin) return bmin - amax;
  if (bmax < amin) return amin - bmax;
  let best = Infinity;
  const [small, big] = a.length <= b.length ? [a, b] : [b, a];
  if (small.length * big.length <= 64) {
    for (const x of small) for (const y of big) best = Math.min(best, Math.abs(x - y));
    return best;
  }
  return 0;
};

/**
 * Two mentions on one side of one instrument are two people (two "John Smith" grantors are father
 * and son; a decedent and his heir, a lessor and the lessee, an assignor and the assignee too),
 * while the same name as grantor and grantee of one deed can be one person conveying to himself
 * and another.
 */
const SIDES: Record<string, string> = { grantor: 'grantor', grantee: 'grantee', lessor: 'lease', lessee: 'lease', assignor: 'assign', assignee: 'assign', decedent: 'descent', heir: 'descent' };
const sideOf = (x: Mention) => `${x.m.doc_id}\u0000${SIDES[x.m.role] ?? x.m.role}`;

function newGroup(p: ParsedName, ms: Mention[]): Group {
  return {
    splitId: null,
    mentions: ms,
    p,
    spouses: [...new Set(ms.map((x) => x.spouse).filter((s): s is string => !!s))],
    docs: new Set(ms.map(sideOf)),
    tracts: new Set(ms.flatMap((x) => x.tracts)),
    residences: new Set(ms.flatMap((x) => (x.residence ? [x.residence] : []))),
    homes: new Map(ms.flatMap((x) => (x.residence ? [[x.m.doc_id, x.residence] as const] : []))),
    years: [...new Set(ms.map((x) => x.year).filter((y): y is number => y !== null))],
    life: lifeOf(ms),
    trustee: ms[0]?.m.trustee === true,
  };
}

/** Years apart beyond which two spans of one name are not one person's (a father and son, or namesakes). */
export const MAX_YEARS_APART = 70;

/**
 * Evidence that two sets of mentions of compatible names are two people although neither spouses
 * nor one instrument say so: they share no tract, and the instruments place them in different
 * residences (James Miller of Kingfisher County, James Miller of Canadian County), or their years
 * are more than MAX_YEARS_APART apart. A spouse named alike in both says one person, whatever
 * else, but a death: one who takes after the other died (livesConflict) is another, always. (The
 * counties of their land are no such evidence: in the sample, Walter E. Lindsey, Jr. holds land
 * in Roger Mills County, Oklahoma, and Wheeler County, Texas, and Harlan D. Moffett in Ward and
 * Reeves Counties.)
 */
interface Evidence {
  tracts: Set<string>;
  residences: Set<string>;
  homes: Map<string, string>;
  years: number[];
  spouses: string[];
  life: Life;
}
function apart(a: Evidence, b: Evidence): boolean {
  if (livesConflict(a.life, b.life) || homesConflict(a.homes, b.homes)) return true;
  if (intersects(a.tracts, b.tracts) || spouseAgreement(a.spouses, b.spouses) > 0) return false;
  if (a.residences.size && b.residences.size && !intersects(a.residences, b.residences)) return true;
  return a.years.length > 0 && b.years.length > 0 && yearGap(a.years, b.years) > MAX_YEARS_APART;
}

/**
 * One instrument giving the two different residences (Homer M. Isaacson of Garvin County conveys
 * to H. M. Isaacson of San Juan County): two people, though they share that instrument's land.
 */
function homesConflict(a: Map<string, string>, b: Map<string, string>): boolean {
  const [s, l] = a.size < b.size ? [a, b] : [b, a];
  for (const [doc, home] of s) {
    const other = l.get(doc);
    if (other !== undefined && other !== home) return true;
  }
  return false;
}

/**
 * One written name's mentions in islands of one residence and at most MAX_YEARS_APART years, taken
 * in date order (a mention sharing a tract or a spouse's name with an island joins it whatever
 * else); undated mentions join the island sharing their land, else the first of their residence.
 */
function islands(ms: Mention[]): Mention[][] {
  interface Island {
    ms: Mention[];
    min: number | null;
    tracts: Set<string>;
    residences: Set<string>;
    spouses: string[];
    life: Life;
  }
  const out: Island[] = [];
  const sameLand = (x: Mention, i: Island) => x.tracts.some((t) => i.tracts.has(t)) || (x.spouse !== null && i.spouses.some((s) => givenCompatible(s, x.spouse!)));
  const sameHome = (x: Mention, i: Island) => !x.residence || !i.residences.size || i.residences.has(x.residence);
  const alive = (x: Mention, i: Island) => !livesConflict(i.life, lifeOf([x]));
  const add = (i: Island | undefined, x: Mention) => {
    if (!i) {
      out.push({ ms: [x], min: x.year, tracts: new Set(x.tracts), residences: new Set(x.residence ? [x.residence] : []), spouses: x.spouse ? [x.spouse] : [], life: lifeOf([x]) });
      return;
    }
    addLife(i.life, x);
    i.ms.push(x);
    i.min ??= x.year;
    for (const t of x.tracts) i.tracts.add(t);
    if (x.residence) i.residences.add(x.residence);
    if (x.spouse) i.spouses.push(x.spouse);
  };
  const dated = ms.filter((x) => x.year !== null).sort((a, b) => a.year! - b.year!);
  // An island whose man had died before this mention is its last choice (a grantor after his death
  // is his executor's deed; the same name on the land later is more likely the son who lives).
  const livedThen = (x: Mention, i: Island) => i.life.diedBy === null || x.year! <= i.life.diedBy + 1;
  for (const x of dated) {
    const fits = out.filter((i) => alive(x, i) && (sameLand(x, i) || (sameHome(x, i) && x.year! - (i.min ?? x.year!) <= MAX_YEARS_APART)));
    add(fits.find((i) => livedThen(x, i)) ?? fits[0], x);
  }
  for (const x of ms) if (x.year === null) add(out.find((i) => sameLand(x, i)) ?? out.find((i) => sameHome(x, i)), x);
  return out.map((i) => i.ms);
}

/** Step 1: one written name, split where spouses or years say there are two people. */
function splitVariant(p: ParsedName, ms: Mention[]): Group[] {
  if (p.kind === 'organization') return [newGroup(p, ms)];
  const parts = islands(ms);
  if (parts.length > 1) {
    const groups = parts.flatMap((part) => splitSpouses(p, part));
    for (const g of groups) g.splitId = p.key;
    return groups;
  }
  return splitSpouses(p, ms);
}

function splitSpouses(p: ParsedName, ms: Mention[]): Group[] {
  // Seeds: one per spouse (compatible spouse names are one spouse).
  const seeds: Mention[][] = [];
  const seedSpouse: string[] = [];
  const rest: Mention[] = [];
  for (const x of ms) {
    if (!x.spouse) {
      rest.push(x);
      continue;
    }
    const i = seedSpouse.findIndex((s) => givenCompatible(s, x.spouse!));
    if (i >= 0) seeds[i].push(x);
    else {
      seeds.push([x]);
      seedSpouse.push(x.spouse);
    }
  }
  // One person on one piece of land with two different co-parties of his name (a wife, later a
  // mother or a sister): the same person.
  for (let i = 0; i < seeds.length; i++) {
    for (let j = i + 1; j < seeds.length; j++) {
      const ti = new Set(seeds[i].flatMap((x) => x.tracts));
      if (!seeds[j].some((x) => x.tracts.some((t) => ti.has(t)))) continue;
      seeds[i].push(...seeds[j]);
      seeds.splice(j, 1);
      j = i;
    }
  }
  const twiceInADoc = new Set(ms.map(sideOf)).size < ms.length;
  if (seeds.length <= 1 && !twiceInADoc) return [newGroup(p, ms)];
  const groups = seeds.map((s) => newGroup(p, s));
  for (const x of rest) {
    let best: Group | null = null;
    let bestScore = -Infinity;
    for (const g of groups) {
      if (g.docs.has(sideOf(x)) || livesConflict(g.life, lifeOf([x]))) continue;
      const tractScore = x.tracts.filter((t) => g.tracts.has(t)).length * 100;
      const gap = x.year === null ? 50 : yearGap([x.year], g.years);
      const score = tractScore - gap;
      if (score > bestScore) {
        bestScore = score;
        best = g;
      }
    }
    if (!best) {
      groups.push(newGroup(p, [x]));
      continue;
    }
    best.mentions.push(x);
    best.docs.add(sideOf(x));
    for (const t of x.tracts) best.tracts.add(t);
    if (x.residence) {
      best.residences.add(x.residence);
      best.homes.set(x.m.doc_id, x.residence);
    }
    if (x.year !== null && !best.years.includes(x.year)) best.years.push(x.year);
    addLife(best.life, x);
  }
  if (groups.length > 1) for (const g of groups) g.splitId = p.key;
  return groups;
}

/** Spouses agreeing (+1), contradicting (-1) or unknown (0). */
function spouseAgreement(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  return spousesConflict(a, b) ? -1 : 1;
}

function mergeable(c: Cluster, g: { docs: Set<string>; splitIds: Iterable<string | null> }): boolean {
  if (intersects(c.docs, g.docs)) return false;
  for (const id of g.splitIds) if (id && c.splitIds.has(id)) return false;
  return true;
}

function absorb(into: Cluster, from: { groups: Group[] }) {
  for (const g of from.groups) {
    into.groups.push(g);
    if (!into.variants.some((v) => v.key === g.p.key)) into.variants.push(g.p);
    for (const sp of g.spouses) if (!into.spouses.includes(sp)) into.spouses.push(sp);
    for (const d of g.docs) into.docs.add(d);
    for (const t of g.tracts) into.tracts.add(t);
    for (const r of g.residences) into.residences.add(r);
    for (const [d, r] of g.homes) into.homes.set(d, r);
    for (const y of g.years) if (!into.years.includes(y)) into.years.push(y);
    addLife(into.life, g.life);
    if (g.splitId) into.splitIds.add(g.splitId);
  }
}

/**
 * A married woman written with her maiden name as a middle name where she is elsewhere written with
 * a given middle name ("Minnie Fraliex Dixon", "Minnie Lynn Dixon"): the two names differ only in
 * their one middle name, and one of the two is a surname of the package's people (her father's).
 */
function maidenCompatible(a: ParsedName, b: ParsedName, surnames: Set<string>): boolean {
  if (a.kind !== 'person' || b.kind !== 'person' || a.suffix || b.suffix) return false;
  if (a.middles.length !== 1 || b.middles.length !== 1 || !a.first || a.first.length < 2 || b.first.length < 2) return false;
  if (!surnameCompatible(a.last, b.last) || !givenCompatible(a.first, b.first)) return false;
  const maiden = (m: string, p: ParsedName) => m.length > 2 && m !== p.last && surnames.has(m);
  return maiden(a.middles[0], a) || maiden(b.middles[0], b);
}

function clusterBlock(block: string, ms: Mention[], surnames: Set<string>): Cluster[] {
  const variants = new Map<string, Mention[]>();
  for (const x of ms) {
    const key = x.m.trustee ? `${x.p.key}\u0001trustee` : x.p.key;
    const list = variants.get(key);
    if (list) list.push(x);
    else variants.set(key, [x]);
  }
  const groups: Group[] = [];
  for (const list of variants.values()) groups.push(...splitVariant(list[0].p, list));
  groups.sort((a, b) => specificity(b.p) - specificity(a.p) || b.mentions.length - a.mentions.length || (a.p.key < b.p.key ? -1 : a.p.key > b.p.key ? 1 : 0) || firstMember(a).localeCompare(firstMember(b)));
  const clusters: Cluster[] = [];
  // Only clusters sharing a given-name initial can take a group (a big surname block stays cheap).
  const byLetter = new Map<string, Cluster[]>();
  const index = (c: Cluster, p: ParsedName) => {
    for (const l of lettersOf(p)) {
      const list = byLetter.get(l);
      if (!list) byLetter.set(l, [c]);
      else if (list[list.length - 1] !== c && !list.includes(c)) list.push(c);
    }
  };
  const compatible = new Map<string, boolean>();
  const compat = (a: ParsedName, b: ParsedName) => {
    const k = a.key < b.key ? `${a.key}\u0001${b.key}` : `${b.key}\u0001${a.key}`;
    let v = compatible.get(k);
    if (v === undefined) {
      v = namesCompatible(a, b) || maidenCompatible(a, b, surnames);
      compatible.set(k, v);
    }
    return v;
  };
  const order = new Map<Cluster, number>();
  for (const g of groups) {
    let best: Cluster | null = null;
    let bestScore = -Infinity;
    const letters = lettersOf(g.p);
    const lists = letters.includes('*') ? [clusters] : [...letters, '*'].map((l) => byLetter.get(l) ?? []);
    const seen = lists.length > 1 ? new Set<Cluster>() : null;
    for (const list of lists) {
      for (const c of list) {
        if (seen) {
          if (seen.has(c)) continue;
          seen.add(c);
        }
        if (c.trustee !== g.trustee || intersects(c.docs, g.docs) || (g.splitId && c.splitIds.has(g.splitId)) || apart(c, g)) continue;
        let ok = true;
        let exact = 0;
        for (const v of c.variants) {
          if (v.key === g.p.key) exact = 1;
          else if (!compat(v, g.p)) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        const score = sharedCount(c.tracts, g.tracts) * 100 + spouseAgreement(c.spouses, g.spouses) * 70 + exact * 30 - yearGap(c.years, g.years);
        // Ties go to the cluster made first, whatever list it was found in.
        if (score > bestScore || (score === bestScore && best && order.get(c)! < order.get(best)!)) {
          bestScore = score;
          best = c;
        }
      }
    }
    if (!best) {
      best = { block, trustee: g.trustee, splitIds: new Set(), groups: [], variants: [], spouses: [], docs: new Set(), tracts: new Set(), residences: new Set(), homes: new Map(), years: [], life: { diedBy: null, lastTook: null, deaths: [] } };
      order.set(best, clusters.length);
      clusters.push(best);
    }
    absorb(best, { groups: [g] });
    index(best, g.p);
  }
  return clusters;
}

/** Initials a compatible given name must share ("*": no given name, compared with every cluster). */
function lettersOf(p: ParsedName): string[] {
  if (p.kind === 'organization') return ['o'];
  if (!p.first) return ['*'];
  const a = p.first[0];
  const b = givenInitial(p.first);
  return a === b ? [a] : [a, b];
}

/**
 * Soundex blocks miss OCR slips on a consonant ("Andenson", "Plckens"): small clusters are offered
 * to clusters of other blocks whose surname (or company's first word) shares its first or last
 * three letters and the first initial, and join the most alike one that is compatible.
 */
function mergeAcrossBlocks(clusters: Cluster[]): Cluster[] {
  const keysOf = (c: Cluster) => {
    const out = new Set<string>();
    for (const v of c.variants) {
      const w = v.kind === 'organization' ? (v.tokens[0] ?? '') : v.last;
      const i = v.kind === 'organization' ? (v.tokens[1] ?? '') : v.first.slice(0, 1);
      if (w.length < 4) continue;
      out.add(`${v.kind}|^${w.slice(0, 3)}|${i}`);
      out.add(`${v.kind}|$${w.slice(-3)}|${i}`);
    }
    return [...out];
  };
  const buckets = new Map<string, number[]>();
  const keys = clusters.map(keysOf);
  clusters.forEach((_, i) => {
    for (const k of keys[i]) {
      const list = buckets.get(k);
      if (list) list.push(i);
      else buckets.set(k, [i]);
    }
  });
  const sizes = clusters.map((c) => c.groups.reduce((n, g) => n + g.mentions.length, 0));
  const alive = clusters.map(() => true);
  const order = clusters.map((_, i) => i).filter((i) => sizes[i] <= 3).sort((a, b) => sizes[a] - sizes[b] || a - b);
  for (const i of order) {
    const x = clusters[i];
    let best = -1;
    let bestScore = -Infinity;
    const seen = new Set<number>();
    for (const k of keys[i]) {
      for (const j of buckets.get(k)!) {
        if (j === i || !alive[j] || seen.has(j)) continue;
        seen.add(j);
        const y = clusters[j];
        if (y.block === x.block || y.trustee !== x.trustee) continue;
        if (!mergeable(y, { docs: x.docs, splitIds: x.splitIds }) || apart(x, y)) continue;
        if (!x.variants.every((v) => y.variants.every((w) => namesCompatible(v, w)))) continue;
        const score = sharedCount(x.tracts, y.tracts) * 100 + spouseAgreement(x.spouses, y.spouses) * 70 + Math.min(sizes[j], 20) - yearGap(x.years, y.years);
        if (score > bestScore) {
          bestScore = score;
          best = j;
        }
      }
    }
    if (best < 0) continue;
    absorb(clusters[best], x);
    sizes[best] += sizes[i];
    alive[i] = false;
  }
  return clusters.filter((_, i) => alive[i]);
}

const firstMember = (g: Group) => g.mentions.reduce((min, x) => { const k = `${x.m.doc_id}\u0000${x.m.party_id}`; return k < min ? k : min; }, '\uffff');

function blockKey(p: ParsedName): string {
  if (p.kind === 'organization') return `o:${soundex(p.tokens[0] ?? '') || p.key}`;
  return `p:${soundex(p.last) || p.key}`;
}

export function clusterParties(mentions: PartyMention[]): PartyCluster[] {
  const all: Mention[] = mentions.map((m) => {
    const y = m.date ? Number(m.date.slice(0, 4)) : NaN;
    const died = m.died ? Number(m.died.slice(0, 4)) : NaN;
    return { m, p: parseName(m.name, m.kind), died: Number.isFinite(died) ? died : null, spouse: null, tracts: m.tract_ids ?? [], residence: m.residence ?? null, year: Number.isFinite(y) ? y : null };
  });
  spousesOf(all);
  const blocks = new Map<string, Mention[]>();
  for (const x of all) {
    const k = blockKey(x.p);
    const list = blocks.get(k);
    if (list) list.push(x);
    else blocks.set(k, [x]);
  }
  // the surnames of the package's people (a married woman's maiden name is one of them)
  const surnames = new Set(all.filter((x) => x.p.kind === 'person' && x.p.last.length > 2).map((x) => x.p.last));
  const found: Cluster[] = [];
  for (const k of [...blocks.keys()].sort()) found.push(...clusterBlock(k, blocks.get(k)!, surnames));
  const out = mergeAcrossBlocks(found).map(toCluster);
  return out.sort((a, b) => (a.members[0].doc_id < b.members[0].doc_id ? -1 : a.members[0].doc_id > b.members[0].doc_id ? 1 : a.members[0].party_id.localeCompare(b.members[0].party_id)));
}

function toCluster(c: Cluster): PartyCluster {
  const ms = c.groups.flatMap((g) => g.mentions);
  ms.sort((a, b) => (a.m.doc_id < b.m.doc_id ? -1 : a.m.doc_id > b.m.doc_id ? 1 : a.m.party_id.localeCompare(b.m.party_id)));
  // The fullest form written, then the most frequent, then the longest.
  const counts = new Map<string, { p: ParsedName; n: number }>();
  for (const x of ms) {
    const e = counts.get(x.p.clean);
    if (e) e.n++;
    else counts.set(x.p.clean, { p: x.p, n: 1 });
  }
  const best = [...counts.values()].sort(
    (a, b) => specificity(b.p) - specificity(a.p) || b.n - a.n || b.p.clean.length - a.p.clean.length || (a.p.clean < b.p.clean ? -1 : 1),
  )[0];
  const first = ms[0].m;
  return {
    cluster_id: `pc_${createHash('sha1').update(`${first.doc_id}\u0000${first.party_id}`).digest('hex').slice(0, 16)}`,
    canonical_name: best.p.clean,
    members: ms.map((x) => ({ doc_id: x.m.doc_id, party_id: x.m.party_id, name: x.m.name })),
  };
}
