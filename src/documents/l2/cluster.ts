// L2 party clustering: one person or company across a package's documents.
//
// Mentions are blocked by the Soundex of the surname (persons) or of the first word (companies),
// so only names that could be one are ever compared (50,000 mentions cluster in well under a
// second). Inside a block:
//  1. mentions written alike (same parsed key) are grouped, and a group is split where the
//     documents say two people share the name: a different spouse joining them (James Miller with
//     Opal, James Miller with Betty Jo) or two mentions in one instrument; a mention with no such
//     evidence goes with the group sharing its land, else the one nearest in date;
//  2. groups are then merged, the most fully written first, into clusters whose every written
//     form is compatible (surname alike, given names or initials in order, Jr. never with Sr. or
//     an unsuffixed name... see namesCompatible) and whose spouses and documents do not contradict.
// Cluster ids hash the cluster's first member, so they are the same on every run for the same input.
import { createHash } from 'node:crypto';
import type { PartyMention, PartyCluster, ResolvedDocument } from '../types.js';
import { givenCompatible, namesCompatible, parseName, soundex, specificity, surnameCompatible, type ParsedName } from './names.js';

interface Mention {
  m: PartyMention;
  p: ParsedName;
  /** Given name of the one co-party of the same surname and role (a spouse joining), if any. */
  spouse: string | null;
  tracts: string[];
  year: number | null;
}

interface Group {
  mentions: Mention[];
  p: ParsedName;
  spouses: string[];
  docs: Set<string>;
  tracts: Set<string>;
  years: number[];
}

interface Cluster {
  groups: Group[];
  variants: ParsedName[];
  spouses: string[];
  docs: Set<string>;
  tracts: Set<string>;
  years: number[];
}

/** The mentions of a package's documents, with each document's date and tracts. */
export function mentionsFromDocuments(docs: ResolvedDocument[]): PartyMention[] {
  const out: PartyMention[] = [];
  for (const d of docs) {
    const tract_ids = [...new Set(d.tracts.map((t) => t.tract_id))];
    for (const p of d.parties) {
      out.push({ doc_id: d.doc_id, party_id: p.party_id, name: p.canonical_name, role: p.role, kind: p.kind, date: d.dates.governing_date, tract_ids });
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
const yearGap = (a: number[], b: number[]) => {
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, Math.abs(x - y));
  return best === Infinity ? 50 : best;
};

function newGroup(p: ParsedName, ms: Mention[]): Group {
  return {
    mentions: ms,
    p,
    spouses: [...new Set(ms.map((x) => x.spouse).filter((s): s is string => !!s))],
    docs: new Set(ms.map((x) => x.m.doc_id)),
    tracts: new Set(ms.flatMap((x) => x.tracts)),
    years: [...new Set(ms.map((x) => x.year).filter((y): y is number => y !== null))],
  };
}

/** Step 1: one written name, split where spouses say there are two people. */
function splitVariant(p: ParsedName, ms: Mention[]): Group[] {
  if (p.kind === 'organization') return [newGroup(p, ms)];
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
  const twiceInADoc = new Set(ms.map((x) => x.m.doc_id)).size < ms.length;
  if (seeds.length <= 1 && !twiceInADoc) return [newGroup(p, ms)];
  const groups = seeds.map((s) => newGroup(p, s));
  for (const x of rest) {
    let best: Group | null = null;
    let bestScore = -Infinity;
    for (const g of groups) {
      if (g.docs.has(x.m.doc_id)) continue;
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
    best.docs.add(x.m.doc_id);
    for (const t of x.tracts) best.tracts.add(t);
    if (x.year !== null && !best.years.includes(x.year)) best.years.push(x.year);
  }
  return groups;
}

function clusterBlock(ms: Mention[]): Cluster[] {
  const variants = new Map<string, Mention[]>();
  for (const x of ms) {
    const list = variants.get(x.p.key);
    if (list) list.push(x);
    else variants.set(x.p.key, [x]);
  }
  const groups: Group[] = [];
  for (const list of variants.values()) groups.push(...splitVariant(list[0].p, list));
  groups.sort((a, b) => specificity(b.p) - specificity(a.p) || b.mentions.length - a.mentions.length || (a.p.key < b.p.key ? -1 : a.p.key > b.p.key ? 1 : 0) || firstMember(a).localeCompare(firstMember(b)));
  const clusters: Cluster[] = [];
  for (const g of groups) {
    let best: Cluster | null = null;
    let bestScore = -Infinity;
    for (const c of clusters) {
      if (intersects(c.docs, g.docs)) continue;
      if (spousesConflict(c.spouses, g.spouses)) continue;
      if (!c.variants.every((v) => namesCompatible(v, g.p))) continue;
      const exact = c.variants.some((v) => v.key === g.p.key) ? 1 : 0;
      const spouse = c.spouses.length && g.spouses.length ? 1 : 0;
      const score = sharedCount(c.tracts, g.tracts) * 100 + spouse * 60 + exact * 30 - yearGap(c.years, g.years);
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    if (!best) {
      clusters.push({ groups: [g], variants: [g.p], spouses: [...g.spouses], docs: new Set(g.docs), tracts: new Set(g.tracts), years: [...g.years] });
      continue;
    }
    best.groups.push(g);
    if (!best.variants.some((v) => v.key === g.p.key)) best.variants.push(g.p);
    for (const s of g.spouses) if (!best.spouses.includes(s)) best.spouses.push(s);
    for (const d of g.docs) best.docs.add(d);
    for (const t of g.tracts) best.tracts.add(t);
    for (const y of g.years) if (!best.years.includes(y)) best.years.push(y);
  }
  return clusters;
}

const firstMember = (g: Group) => g.mentions.reduce((min, x) => { const k = `${x.m.doc_id}\u0000${x.m.party_id}`; return k < min ? k : min; }, '\uffff');

function blockKey(p: ParsedName): string {
  if (p.kind === 'organization') return `o:${soundex(p.tokens[0] ?? '') || p.key}`;
  return `p:${soundex(p.last) || p.key}`;
}

export function clusterParties(mentions: PartyMention[]): PartyCluster[] {
  const all: Mention[] = mentions.map((m) => {
    const y = m.date ? Number(m.date.slice(0, 4)) : NaN;
    return { m, p: parseName(m.name, m.kind), spouse: null, tracts: m.tract_ids ?? [], year: Number.isFinite(y) ? y : null };
  });
  spousesOf(all);
  const blocks = new Map<string, Mention[]>();
  for (const x of all) {
    const k = blockKey(x.p);
    const list = blocks.get(k);
    if (list) list.push(x);
    else blocks.set(k, [x]);
  }
  const out: PartyCluster[] = [];
  for (const k of [...blocks.keys()].sort()) {
    for (const c of clusterBlock(blocks.get(k)!)) out.push(toCluster(c));
  }
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
