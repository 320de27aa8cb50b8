// The estate graph of a package: per tract and estate type (fee, mineral, leasehold), who held
// what, through which instruments, and where the chain breaks.
//
// Documents are taken per tract in order of governing date, then recording reference. How estates
// flow (PRIMER.md, sections 2, 3 and 8):
//  - warranty, special warranty and quitclaim deeds, patents move the fee, and with it the
//    minerals not yet severed and the right to lease; a reservation keeps the reserved minerals
//    with the grantors (a mineral holding of theirs, no edge);
//  - probates and affidavits of heirship move every holding of the decedent to the heirs;
//  - mineral deeds and royalty deeds move minerals (a royalty deed does not reduce the mineral
//    fraction held: it burdens it), from a severed holding or from a fee owner's minerals;
//  - a lease creates a leasehold from the mineral owners (lessors) to the lessee, assignments move
//    it, a release ends it back to the lessors (those the release names and those of the lease
//    who still hold their minerals);
//  - easements and deeds of trust leave every estate where it was.
// A node is one holding (estate type, tract, holder, the instrument that vested it); an edge one
// grantor -> grantee link made by an instrument. A grantor is matched to a holding by the matcher
// version chosen (matchers.ts). When no grantor of an instrument holds what it conveys:
//  - nothing is known of that estate on the tract yet: its grantors are the first known holders;
//  - one of them acquires it later in the package, within AFTER_ACQUIRED_YEARS: conveyed_before_acquired
//    (the edge starts at that later holding);
//  - otherwise grantor_never_received.
// A co-grantor who holds nothing beside one who does (a spouse joining) gets a node and an edge,
// no gap. conveyed_more_than_held: the instrument's fraction exceeds what the matched grantors held,
// or they had already conveyed it all.
import { createHash } from 'node:crypto';
import type { DocCategory, EstateEdge, EstateGap, EstateNode, EstateType, GapKind, MatcherVersion, Party, PartyCluster, ResolvedDocument, Role } from '../types.js';
import { namesCompatible, parseName, type ParsedName } from '../l2/names.js';
import { comparison, matchGrantor, type Candidate, type MatchParty, type MatchResult, type Scored } from './matchers.js';

export interface EstateGraph {
  version: MatcherVersion;
  dag: { nodes: EstateNode[]; edges: EstateEdge[]; gaps: EstateGap[] };
  /** fee_estates, mineral_estates, leasehold_estates, edges, gaps, ... */
  summary: Record<string, number>;
  /** 1.1 only. */
  exploratory_outcomes?: Record<string, { comparison: Record<string, unknown> }>;
}

interface PartyRef extends MatchParty {
  doc_id: string;
  party_id: string;
}

interface Holding {
  node: EstateNode;
  holder: PartyRef;
  /** Fraction of the whole estate. */
  share: number;
  acquiredDate: string | null;
  active: boolean;
  royalty?: boolean;
  lease?: Lease;
  /** A fee holding that came with minerals (not after their severance): its holder may convey them, or convey them twice. */
  hadMinerals?: boolean;
}

interface Lease {
  doc_id: string;
  lessors: PartyRef[];
  /** Its lessors are each tract's own (a community lease's schedule sets each owner's lot opposite his name). */
  byTract: boolean;
  holdings: Holding[];
  active: boolean;
}

type Action = 'convey' | 'descent' | 'lease' | 'assign' | 'release';

const FEE_MOVERS = new Set<DocCategory>(['warranty_deed', 'special_warranty_deed', 'quitclaim_deed', 'patent']);
const EPS = 1e-6;
/** Years after a conveyance beyond which a holding of the grantor's name is not the title he conveyed before acquiring it. */
const AFTER_ACQUIRED_YEARS = 15;
const yearOf = (iso: string) => Number(iso.slice(0, 4));
/** One party of one instrument (a party id is unique in its document only). */
const instrumentParty = (doc: ResolvedDocument, p: { party_id: string }) => `${doc.doc_id}\u0000${p.party_id}`;

const ROLES: Record<Action, { from: Role[]; to: Role[] }> = {
  convey: { from: ['grantor'], to: ['grantee'] },
  descent: { from: ['decedent', 'grantor'], to: ['heir', 'grantee'] },
  lease: { from: ['lessor', 'grantor'], to: ['lessee', 'grantee'] },
  assign: { from: ['assignor', 'grantor'], to: ['assignee', 'grantee'] },
  release: { from: ['lessee', 'grantor', 'assignor'], to: ['lessor', 'grantee'] },
};

function actionOf(doc: ResolvedDocument): { action: Action; estate: EstateType; royalty: boolean } | null {
  const c = doc.doc_category;
  const listed = doc.conveyance.estate_types_conveyed;
  if (c === 'oil_and_gas_lease') return { action: 'lease', estate: 'leasehold', royalty: false };
  if (c === 'assignment_of_lease') return { action: 'assign', estate: 'leasehold', royalty: false };
  if (c === 'release_of_lease') return { action: 'release', estate: 'leasehold', royalty: false };
  if (c === 'probate' || c === 'affidavit_of_heirship') return { action: 'descent', estate: doc.conveyance.conveys_fee || listed.includes('fee') ? 'fee' : listed.includes('mineral') ? 'mineral' : 'fee', royalty: false };
  if (c === 'royalty_deed') return { action: 'convey', estate: 'mineral', royalty: true };
  // A mineral deed moves minerals whatever else extraction says of it (the owner keeps the land).
  if (c === 'mineral_deed') return { action: 'convey', estate: 'mineral', royalty: false };
  if (FEE_MOVERS.has(c)) {
    if (doc.conveyance.conveys_fee || listed.includes('fee') || !listed.length) return { action: 'convey', estate: 'fee', royalty: false };
    if (listed.includes('mineral')) return { action: 'convey', estate: 'mineral', royalty: false };
    return null;
  }
  if (c === 'other') {
    if (doc.conveyance.conveys_fee || listed.includes('fee')) return { action: 'convey', estate: 'fee', royalty: false };
    if (listed.includes('mineral')) return { action: 'convey', estate: 'mineral', royalty: false };
    // (a merger vests the merged company's leaseholds in the survivor, as an assignment would)
    if (listed.includes('leasehold')) return { action: 'assign', estate: 'leasehold', royalty: false };
  }
  return null;
}

const FRACTION_WORDS: Record<string, number> = {
  'one-half': 1 / 2, 'one half': 1 / 2, half: 1 / 2, 'one-third': 1 / 3, 'one third': 1 / 3, 'two-thirds': 2 / 3, 'one-fourth': 1 / 4, 'one fourth': 1 / 4, 'one-quarter': 1 / 4,
  'three-fourths': 3 / 4, 'three fourths': 3 / 4, 'one-eighth': 1 / 8, 'one eighth': 1 / 8, 'one-sixteenth': 1 / 16, 'one sixteenth': 1 / 16, 'three-eighths': 3 / 8, 'one-sixth': 1 / 6,
};

/** The mineral fraction a reservation keeps ("an undivided one-half of the oil, gas and other minerals", "fifty percent (50%)"), or null if it keeps none. */
export function reservedMineralFraction(text: string): number | null {
  const t = text.toLowerCase();
  if (!/mineral|oil|gas/.test(t) || /royalt/.test(t) && !/mineral/.test(t)) return null;
  const m = /(\d+)\s*\/\s*(\d+)/.exec(t);
  if (m && Number(m[2]) > 0) return Math.min(1, Number(m[1]) / Number(m[2]));
  const pc = /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s+cent\b)/.exec(t);
  if (pc && Number(pc[1]) > 0) return Math.min(1, Number(pc[1]) / 100);
  for (const [w, v] of Object.entries(FRACTION_WORDS)) if (t.includes(w)) return v;
  return 1;
}

const fmtFraction = (x: number) => {
  for (const d of [1, 2, 3, 4, 6, 8, 12, 16, 32, 64]) {
    const n = Math.round(x * d);
    if (Math.abs(n / d - x) < 1e-6) return d === 1 ? String(n) : `${n}/${d}`;
  }
  return x.toFixed(4);
};

const ESTATE_TEXT: Record<EstateType, string> = { fee: 'the fee', mineral: 'a mineral interest', leasehold: 'the leasehold' };

function compareRef(a: string | null, b: string | null) {
  return (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });
}

/**
 * The order estates pass in: by governing date, but a probate or an affidavit of heirship at the
 * death it records (title vests at death: the heirs' deeds made before an affidavit sworn years
 * later, or a widow's descent sworn before her husband's, follow the death), never before the
 * decedent's own acquisition (a deed to him dated after his death stays first).
 */
export function orderDocuments(docs: ResolvedDocument[]): ResolvedDocument[] {
  const gov = (d: ResolvedDocument) => d.dates.governing_date ?? '9999';
  // when each taker took (grantee, assignee, heir), by surname
  const took = new Map<string, Array<{ name: ParsedName; date: string }>>();
  for (const d of docs) {
    if (!d.dates.governing_date) continue;
    for (const p of d.parties) {
      if (p.role !== 'grantee' && p.role !== 'assignee' && p.role !== 'heir') continue;
      const name = parseName(p.canonical_name, p.kind);
      const list = took.get(name.last);
      if (list) list.push({ name, date: d.dates.governing_date });
      else took.set(name.last, [{ name, date: d.dates.governing_date }]);
    }
  }
  const key = new Map<ResolvedDocument, string>();
  for (const d of docs) {
    const death = d.dates.death_date;
    if ((d.doc_category !== 'probate' && d.doc_category !== 'affidavit_of_heirship') || !death || !d.dates.governing_date || death > d.dates.governing_date) {
      key.set(d, gov(d));
      continue;
    }
    let at = death;
    for (const p of d.parties) {
      if (p.role !== 'decedent') continue;
      const dead = parseName(p.canonical_name, p.kind);
      // (after it, on its very day too)
      for (const t of took.get(dead.last) ?? []) if (t.date >= at.slice(0, 10) && t.date <= d.dates.governing_date && namesCompatible(t.name, dead)) at = `${t.date}+`;
    }
    key.set(d, at);
  }
  return [...docs].sort((a, b) => key.get(a)!.localeCompare(key.get(b)!) || compareRef(a.recording.reference, b.recording.reference) || a.doc_id.localeCompare(b.doc_id));
}

class Builder {
  nodes = new Map<string, EstateNode>();
  edges = new Map<string, EstateEdge>();
  gaps: EstateGap[] = [];
  gapKeys = new Set<string>();
  outcomes: Record<string, { comparison: Record<string, unknown> }> = {};
  private clusterOf = new Map<string, string>();
  /** Edges of a co-lessor who held nothing of the tract, by the lease's party who drew them. */
  joinedOnly = new Map<string, string>();
  /** The instrument's parties who conveyed something they held on some tract of it. */
  heldVia = new Set<string>();
  /** Nodes of a lessor a release names who holds no minerals of the tract, by the release's party. */
  joinedTo = new Map<string, string>();
  /** The surname of each lease's or release's party (a spouse who holds nothing shares it). */
  surnameOf = new Map<string, string>();

  /**
   * A co-lessor who held nothing of one tract but leased another tract of the same lease that he held
   * (a lot owner of a community lease: each leases his own lot) joined for that tract only: his edges
   * on the others are dropped, and the nodes left without an edge. (A deed's co-grantor who holds
   * nothing of a tract is a spouse joining: kept.) The release of such a lease likewise.
   */
  dropJoinedElsewhere(): void {
    const dropped = new Set<string>();
    // (a co-lessor who holds nothing anywhere, beside a spouse of his surname who leases a lot of his
    // own, joins on the spouse's lots only: on a lot neither holds, both are dropped)
    const tractOf = (node: string | undefined) => (node && this.nodes.get(node)?.tract_id) ?? '';
    const joinedOn = new Set<string>();
    for (const [k, who] of this.joinedOnly) joinedOn.add(`${who}\u0000${tractOf(this.edges.get(k)?.to)}`);
    for (const [n, who] of this.joinedTo) joinedOn.add(`${who}\u0000${tractOf(n)}`);
    const joinsElsewhere = (who: string, node: string): boolean => {
      if (this.heldVia.has(who)) return true;
      const doc = who.slice(0, who.indexOf('\u0000'));
      const last = this.surnameOf.get(who);
      if (!last) return false;
      const spouses = [...this.heldVia].filter((o) => o.startsWith(`${doc}\u0000`) && this.surnameOf.get(o) === last);
      return spouses.length > 0 && spouses.every((o) => joinedOn.has(`${o}\u0000${tractOf(node)}`));
    };
    for (const [k, who] of this.joinedOnly) {
      const e = this.edges.get(k);
      if (!e || !joinsElsewhere(who, e.to)) continue;
      this.edges.delete(k);
      dropped.add(e.from);
    }
    // (and a release goes back to each lot's own lessors: not to a lessor it names on a lot whose
    // minerals he does not hold, when he holds another lot it releases)
    for (const [k, e] of [...this.edges]) {
      const who = this.joinedTo.get(e.to);
      if (!who || !joinsElsewhere(who, e.to)) continue;
      this.edges.delete(k);
      dropped.add(e.to);
    }
    if (!dropped.size) return;
    const used = new Set<string>();
    for (const e of this.edges.values()) {
      used.add(e.from);
      used.add(e.to);
    }
    for (const id of dropped) {
      if (used.has(id)) continue;
      this.nodes.delete(id);
      delete this.outcomes[id];
    }
  }

  constructor(
    readonly version: MatcherVersion,
    clusters: PartyCluster[],
  ) {
    for (const c of clusters) for (const m of c.members) this.clusterOf.set(`${m.doc_id}\u0000${m.party_id}`, c.cluster_id);
  }

  private parties = new Map<Party, PartyRef>();

  party(doc: ResolvedDocument, p: Party): PartyRef {
    const hit = this.parties.get(p);
    if (hit) return hit;
    const ref: PartyRef = {
      doc_id: doc.doc_id,
      party_id: p.party_id,
      name: p.canonical_name,
      parsed: parseName(p.canonical_name, p.kind),
      clusterId: this.clusterOf.get(`${doc.doc_id}\u0000${p.party_id}`) ?? null,
      date: doc.dates.governing_date,
    };
    this.parties.set(p, ref);
    return ref;
  }

  /** Whether a node's holder is this party, as the version tells persons apart. */
  sameHolder(n: EstateNode, p: PartyRef): boolean {
    if (this.version === '2.0' || !p.clusterId) return n.holder === (p.parsed.clean || p.name);
    return n.holder_cluster_id === p.clusterId;
  }

  holderKey(p: PartyRef): string {
    if (this.version === '2.0') return `n:${p.name.trim()}`;
    return p.clusterId ?? `k:${p.parsed.key}`;
  }

  private nodeByKey = new Map<string, EstateNode>();

  node(estate: EstateType, tract: string, acquiredBy: string | null, holder: PartyRef): EstateNode {
    const key = `${estate}\u0000${tract}\u0000${acquiredBy ?? ''}\u0000${this.holderKey(holder)}`;
    let n = this.nodeByKey.get(key);
    if (!n) {
      const id = `es_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
      n = { id, estate_type: estate, tract_id: tract, holder: holder.parsed.clean || holder.name, holder_cluster_id: holder.clusterId, acquired_by_doc_id: acquiredBy };
      this.nodeByKey.set(key, n);
      this.nodes.set(id, n);
    }
    return n;
  }

  edge(from: EstateNode, to: EstateNode, docId: string, score: number, joinedBy?: string) {
    if (from.id === to.id) return;
    const k = `${from.id}\u0000${to.id}\u0000${docId}`;
    if (this.edges.has(k)) return;
    if (joinedBy) this.joinedOnly.set(k, joinedBy);
    const e: EstateEdge = { from: from.id, to: to.id, doc_id: docId };
    if (this.version === '1.1') e.score = Math.round(score * 1000) / 1000;
    this.edges.set(k, e);
  }

  gap(estate: EstateType, tract: string, kind: GapKind, description: string, before?: string | null, after?: string | null) {
    const k = `${estate}\u0000${tract}\u0000${kind}\u0000${before ?? ''}\u0000${after ?? ''}`;
    if (this.gapKeys.has(k)) return;
    this.gapKeys.add(k);
    const g: EstateGap = { estate_type: estate, tract_id: tract, kind, description };
    if (before) g.before_doc_id = before;
    if (after) g.after_doc_id = after;
    this.gaps.push(g);
  }
}

interface Acquisition {
  idx: number;
  doc: ResolvedDocument;
  estate: EstateType;
  party: PartyRef;
}

/** A grantor's resolution against the tract's holdings. */
interface Resolved {
  party: PartyRef;
  holding: Holding | null;
  /** Matched only to a later acquisition (conveyed before acquired). */
  future: Acquisition | null;
  result: MatchResult;
  score: number;
  /**
   * 2.0: the holding is the one 1.0's gates find for a grantor written otherwise than its holder.
   * It is taken, reserved from and inherited as 1.0 would (so the chain holds what it holds), but
   * the edge starts at a node of the name as written: 2.0 links the very name only.
   */
  shadow?: boolean;
}

class TractState {
  fee: Holding[] = [];
  mineral: Holding[] = [];
  /** Lessors' right to lease given back by releases (leasehold nodes). */
  exec: Holding[] = [];
  lessees: Holding[] = [];
  leases: Lease[] = [];
  unsevered = 1;
  lastDoc: Record<EstateType, string | null> = { fee: null, mineral: null, leasehold: null };
  /** Holdings of every estate, by node id (for derived nodes). */
  derived = new Map<string, Holding>();

  constructor(
    readonly b: Builder,
    readonly tract: string,
    readonly acquisitions: Acquisition[],
  ) {}

  private cand(h: Holding): Candidate {
    return { id: h.node.id, holder: h.holder, acquiredDate: h.acquiredDate, active: h.active && h.share > EPS };
  }

  /**
   * The version's match of a grantor among candidates; for 2.0, when it finds none, the one 1.0's
   * gates find (`shadow`: a grantor written otherwise than the holder he is, whose holding or later
   * acquisition is his all the same, the edge starting at a node of the name as written).
   */
  private match(g: PartyRef, cands: Candidate[]): { result: MatchResult; winner: Scored | null; shadow: boolean } {
    const result = matchGrantor(this.b.version, g, cands);
    if (result.winner || this.b.version !== '2.0') return { result, winner: result.winner, shadow: false };
    const winner = matchGrantor('1.0', g, cands).winner;
    return { result, winner, shadow: !!winner };
  }

  /** Match a grantor among holdings. */
  resolve(g: PartyRef, holdings: Holding[]): Resolved {
    const byId = new Map(holdings.map((h) => [h.node.id, h]));
    const { result, winner, shadow } = this.match(g, holdings.map((h) => this.cand(h)));
    if (!winner) return { party: g, holding: null, future: null, result, score: 0 };
    return { party: g, holding: byId.get(winner.candidate.id)!, future: null, result, score: shadow ? 0 : winner.score, ...(shadow ? { shadow } : {}) };
  }

  /**
   * A grantor who acquired the estate more than once (an heir's share, then his brothers' by deed)
   * holds all of it: what he conveys, reserves or leaves at his death comes from each of those
   * holdings (in proportion), not from the one the matcher found. Holdings of one holder are those
   * the version tells apart as one (2.0: the very name; 1.0 and 1.1: the L2 cluster), of the same
   * estate and kind (a royalty apart from minerals, one lease apart from another; a lessor's right to
   * lease given back by a release apart from his fee).
   */
  everyHolding(rs: Resolved[], pool: Holding[]): Resolved[] {
    const out: Resolved[] = [];
    const taken = new Set(rs.map((r) => r.holding));
    for (const r of rs) {
      out.push(r);
      const h = r.holding;
      if (!h) continue;
      const key = this.b.holderKey(h.holder);
      for (const o of pool) {
        if (taken.has(o) || !o.active || o.share <= EPS || o.node.estate_type !== h.node.estate_type || !!o.royalty !== !!h.royalty || o.lease !== h.lease) continue;
        if (this.b.holderKey(o.holder) !== key) continue;
        taken.add(o);
        out.push({ ...r, holding: o });
      }
    }
    return out;
  }

  /** Match a grantor who holds nothing yet among later acquisitions of the given estates. */
  resolveLater(g: PartyRef, result: MatchResult, idx: number, futureEstates: EstateType[], date: string | null): Resolved {
    // (title acquired after a conveyance comes within a few years of it; a holding of his name vested a
    // generation later is another man's: "Noble H. Satterfield conveyed ... in 1902" is not the one who
    // acquires in 1990)
    const later = this.acquisitions.filter((a) => a.idx > idx && futureEstates.includes(a.estate) && !(date && a.doc.dates.governing_date && yearOf(a.doc.dates.governing_date) - yearOf(date) > AFTER_ACQUIRED_YEARS));
    if (later.length) {
      const fr = this.match(g, later.map((a, i): Candidate => ({ id: `future:${i}`, holder: a.party, acquiredDate: a.doc.dates.governing_date, active: true })));
      if (fr.winner) {
        const future = later[Number(fr.winner.candidate.id.slice(7))];
        // (2.0's shadow: the break is conveyed_before_acquired all the same)
        if (fr.shadow) return { party: g, holding: null, future, result, score: 0, shadow: true };
        return { party: g, holding: null, future, result: { winner: fr.winner, evaluated: result.evaluated }, score: fr.winner.score };
      }
    }
    return { party: g, holding: null, future: null, result, score: 0 };
  }

  /** The node a resolved grantor conveys `estate` from. */
  fromNode(r: Resolved, estate: EstateType): EstateNode {
    if (r.holding && !r.shadow) {
      if (r.holding.node.estate_type === estate) return r.holding.node;
      return this.b.node(estate, this.tract, r.holding.node.acquired_by_doc_id, r.holding.holder);
    }
    if (r.future && !r.shadow) return this.b.node(estate, this.tract, r.future.doc.doc_id, r.future.party);
    return this.b.node(estate, this.tract, null, r.party);
  }

  known(estate: EstateType): boolean {
    if (estate === 'fee') return this.fee.length > 0;
    if (estate === 'mineral') return this.fee.length > 0 || this.mineral.length > 0;
    return this.leases.length > 0 || this.lessees.length > 0;
  }

  /** Resolve every grantor of an instrument; record the gaps; give first known holders their holdings. */
  grantors(
    doc: ResolvedDocument,
    idx: number,
    parties: PartyRef[],
    estate: EstateType,
    pool: Holding[],
    futureEstates: EstateType[],
    firstKnown: (p: PartyRef, n: number) => Holding | null,
    knownEstate: EstateType = estate,
  ) {
    let rs = this.everyHolding(parties.map((p) => this.resolve(p, pool)), pool);
    // Only when no grantor holds it now: does one acquire it later (conveyed before acquired)?
    // (2.0: a grantor 1.0's gates find a holding for now holds it, written otherwise: `shadow`.)
    if (!rs.some((r) => r.holding)) {
      rs = rs.map((r) => this.resolveLater(r.party, r.result, idx, futureEstates, doc.dates.governing_date));
      // Nothing of the estate known yet: a grantor who acquires it later from a co-grantor of this
      // instrument (a wife who inherits from her husband) only joined, as a spouse does; the others
      // are its first known holders. (From anyone else, he conveyed before he acquired.)
      if (!this.known(knownEstate)) {
        const fromCoGrantor = (r: Resolved) =>
          !!r.future &&
          r.future.doc.parties.some((q) => ['grantor', 'decedent'].includes(q.role) && rs.some((o) => o !== r && namesCompatible(o.party.parsed, this.b.party(r.future!.doc, q).parsed)));
        if (rs.some((r) => !r.future)) rs = rs.map((r) => (fromCoGrantor(r) ? { ...r, future: null } : r));
        // Nor does one who takes it back from this instrument's own grantee (he sold, then bought
        // back): he held it before the chain's first instrument.
        const takers = doc.parties
          .filter((q) => ['grantee', 'lessee', 'assignee'].includes(q.role))
          .map((q, i): Candidate => ({ id: `taker:${i}`, holder: this.b.party(doc, q), acquiredDate: doc.dates.governing_date, active: true }));
        const fromOwnGrantee = (r: Resolved) =>
          !!r.future && !!takers.length && r.future.doc.parties.some((q) => q.role === 'grantor' && !!matchGrantor(this.b.version, this.b.party(r.future!.doc, q), takers).winner);
        rs = rs.map((r) => (fromOwnGrantee(r) ? { ...r, future: null } : r));
      }
    }
    const matched = rs.filter((r) => r.holding || r.future);
    if (!matched.length && parties.length) {
      // The sovereign's patent starts a chain wherever it sits in the package.
      if (!this.known(knownEstate) || doc.doc_category === 'patent') {
        for (const r of rs) {
          r.holding = firstKnown(r.party, rs.length);
          r.score = 1;
        }
      } else {
        const names = rs.map((r) => r.party.parsed.clean || r.party.name).join(' and ');
        this.b.gap(estate, this.tract, 'grantor_never_received', `${names} conveyed ${ESTATE_TEXT[estate]} but no instrument in the package vests it in ${names}`, this.lastDoc[estate], doc.doc_id);
      }
    }
    for (const r of rs) {
      // (acquired the same day, recorded after: a lease and its assignment signed together, no break)
      if (r.future && !(doc.dates.governing_date && r.future.doc.dates.governing_date === doc.dates.governing_date)) {
        const name = r.party.parsed.clean || r.party.name;
        this.b.gap(
          estate,
          this.tract,
          'conveyed_before_acquired',
          `${name} conveyed ${ESTATE_TEXT[estate]} on ${doc.dates.governing_date ?? 'an unknown date'}, before acquiring it by ${r.future.doc.doc_id} (${r.future.doc.dates.governing_date ?? 'undated'})`,
          doc.doc_id,
          r.future.doc.doc_id,
        );
      }
      // A co-grantor who holds nothing beside one who does: a spouse joining, not a link needed.
      if (!r.holding && !r.future && matched.length) r.score = 0.5;
    }
    return rs;
  }

  outcome(toNode: EstateNode, rs: Resolved[], fromNodes: EstateNode[]) {
    if (this.b.version !== '1.1' || !rs.length) return;
    let best = 0;
    for (let i = 1; i < rs.length; i++) if (rs[i].score > rs[best].score) best = i;
    const r = rs[best];
    const winnerId = fromNodes[best].id;
    const evaluated = r.result.evaluated.filter((s) => !s.candidate.id.startsWith('future:'));
    let winner: Scored | null = r.result.winner && (r.holding || r.future) ? r.result.winner : null;
    const own: Candidate = { id: winnerId, holder: r.party, acquiredDate: null, active: true };
    // First known holders: nothing earlier to match, the record itself is the evidence.
    if (!winner && r.holding) winner = { candidate: own, score: 1, signals: [{ signal: 'first_known_holder', state: true, weight: 1 }], contradictions: [], eligible: true };
    if (!winner) winner = { candidate: own, score: 0, signals: [{ signal: 'first_known_holder', state: false, weight: 0 }], contradictions: ['no_holding_matched'], eligible: false };
    this.b.outcomes[toNode.id] = { comparison: comparison(winnerId, { ...winner, candidate: { ...winner.candidate, id: winnerId } }, evaluated) };
  }

  link(doc: ResolvedDocument, estate: EstateType, rs: Resolved[], toNodes: EstateNode[]) {
    const fromNodes = rs.map((r) => this.fromNode(r, estate));
    const who = (r: Resolved) => instrumentParty(doc, r.party);
    for (const r of rs) if ((r.holding || r.future) && !r.shadow) this.b.heldVia.add(who(r));
    if (estate === 'leasehold') for (const r of rs) this.b.surnameOf.set(who(r), r.party.parsed.last);
    for (const to of toNodes) {
      rs.forEach((r, i) => this.b.edge(fromNodes[i], to, doc.doc_id, r.score, !r.holding && !r.future && doc.doc_category === 'oil_and_gas_lease' ? who(r) : undefined));
      this.outcome(to, rs, fromNodes);
    }
    this.lastDoc[estate] = doc.doc_id;
  }

  /** What a resolved grantor holds of `estate` now (a fee owner holds the unsevered minerals). */
  held(r: Resolved, estate: EstateType): number {
    const h = r.holding;
    if (!h || !h.active) return 0;
    if (estate === 'mineral' && h.node.estate_type === 'fee') return h.share * this.unsevered;
    return h.share;
  }

  checkFraction(doc: ResolvedDocument, estate: EstateType, rs: Resolved[], given: number | null): number {
    // A fraction outside (0, 1] says nothing usable: the grantor's whole interest.
    const fraction = given !== null && given > 0 && given <= 1 ? given : null;
    const holders = rs.filter((r) => r.holding);
    const held = holders.reduce((s, r) => s + this.held(r, estate), 0);
    if (!holders.length) return fraction ?? 1;
    const name = (holders[0].party.parsed.clean || holders[0].party.name) + (holders.length > 1 ? ' and others' : '');
    const what = estate === 'fee' ? 'the fee' : estate === 'mineral' ? 'the minerals' : 'the leasehold';
    if (held <= EPS) {
      this.b.gap(estate, this.tract, 'conveyed_more_than_held', `${name} had already conveyed ${what} they held, and conveyed again`, holders[0].holding!.node.acquired_by_doc_id, doc.doc_id);
      return fraction ?? 0;
    }
    if (fraction !== null && fraction > held + EPS) {
      this.b.gap(estate, this.tract, 'conveyed_more_than_held', `${name} held ${fmtFraction(held)} of ${what} but conveyed ${fmtFraction(fraction)}`, holders[0].holding!.node.acquired_by_doc_id, doc.doc_id);
      return held;
    }
    return fraction ?? held;
  }

  /** Take `amount` of `estate` from the resolved grantors, in proportion to what each holds. */
  take(rs: Resolved[], estate: EstateType, amount: number) {
    const holders = rs.filter((r) => r.holding && this.held(r, estate) > EPS);
    const held = holders.reduce((s, r) => s + this.held(r, estate), 0);
    if (held <= EPS) return;
    const k = Math.min(1, amount / held);
    for (const r of holders) {
      const h = r.holding!;
      if (estate === 'mineral' && h.node.estate_type === 'fee') continue; // severance handled by the caller
      h.share -= h.share * k;
      if (h.share <= EPS) {
        h.share = 0;
        h.active = false;
      }
    }
  }

  apply(doc: ResolvedDocument, idx: number) {
    const what = actionOf(doc);
    if (!what) return;
    const roles = ROLES[what.action];
    // (a party the instrument gives a part in some of its tracts only, a community lease's lessor of his
    // own lot, acts on those tracts only, unless that leaves the side empty)
    const here = (ps: Party[]) => {
      const own = ps.filter((p) => !p.tract_ids || p.tract_ids.includes(this.tract));
      return own.length ? own : ps;
    };
    const pick = (rolesWanted: Role[]) => {
      for (const role of rolesWanted) {
        const ps = doc.parties.filter((p) => p.role === role);
        if (ps.length) return here(ps).map((p) => this.b.party(doc, p));
      }
      return [];
    };
    const from = pick(roles.from);
    const to = pick(roles.to);
    switch (what.action) {
      case 'convey':
        if (what.estate === 'fee') this.conveyFee(doc, idx, from, to);
        else this.conveyMineral(doc, idx, from, to, what.royalty);
        break;
      case 'descent':
        this.descent(doc, idx, from, to, what.estate);
        break;
      case 'lease':
        this.lease(doc, idx, from, to);
        break;
      case 'assign':
        this.assign(doc, idx, from, to);
        break;
      case 'release':
        this.release(doc, idx, from, to);
        break;
    }
  }

  private newHolding(list: Holding[], node: EstateNode, holder: PartyRef, share: number, date: string | null, extra: Partial<Holding> = {}): Holding {
    const existing = list.find((h) => h.node.id === node.id);
    if (existing) {
      existing.share += share;
      existing.active = existing.share > EPS || existing.active;
      return existing;
    }
    const h: Holding = { node, holder, share, acquiredDate: date, active: true, ...extra };
    if (list === this.fee) h.hadMinerals = this.unsevered > EPS;
    list.push(h);
    return h;
  }

  /**
   * The same conveyance made again (a correction or confirmation deed): the grantors hold nothing
   * more of the estate because they conveyed it to these very grantees. Linked, not a gap, and
   * the grantees' share is not counted twice.
   */
  repeated(doc: ResolvedDocument, estate: EstateType, rs: Resolved[], to: PartyRef[], list: Holding[]): boolean {
    const holders = rs.filter((r) => r.holding);
    if (!holders.length || holders.some((r) => this.held(r, estate) > EPS)) return false;
    const fromIds = new Set(holders.map((r) => this.fromNode(r, estate).id));
    const earlier = [...this.b.edges.values()].filter((e) => fromIds.has(e.from) && e.doc_id !== doc.doc_id).map((e) => this.b.nodes.get(e.to)!);
    if (!to.every((p) => earlier.some((n) => n.estate_type === estate && n.tract_id === this.tract && this.b.sameHolder(n, p)))) return false;
    this.link(doc, estate, rs, to.map((p) => this.newHolding(list, this.b.node(estate, this.tract, doc.doc_id, p), p, 0, doc.dates.governing_date).node));
    return true;
  }

  conveyFee(doc: ResolvedDocument, idx: number, from: PartyRef[], to: PartyRef[]) {
    if (!from.length || !to.length) return;
    const rs = this.grantors(doc, idx, from, 'fee', this.fee, ['fee'], (p, n) => this.newHolding(this.fee, this.b.node('fee', this.tract, null, p), p, 1 / n, null));
    if (this.repeated(doc, 'fee', rs, to, this.fee)) return;
    const amount = this.checkFraction(doc, 'fee', rs, doc.conveyance.fraction);
    const whole = rs.filter((r) => r.holding).reduce((s, r) => s + this.held(r, 'fee'), 0);
    // Reservations: the grantors keep that much of the minerals going with the part conveyed.
    const reserved = doc.conveyance.reservations.map(reservedMineralFraction).filter((x): x is number => x !== null);
    if (reserved.length && whole > EPS) {
      const keep = Math.min(Math.max(...reserved), 1) * this.unsevered * Math.min(amount, whole);
      for (const r of rs.filter((x) => x.holding && this.held(x, 'fee') > EPS)) {
        const share = keep * (this.held(r, 'fee') / whole);
        const h = r.holding!;
        this.newHolding(this.mineral, this.b.node('mineral', this.tract, h.node.acquired_by_doc_id, h.holder), h.holder, share, h.acquiredDate);
      }
      this.unsevered -= keep;
      if (this.unsevered < EPS) this.unsevered = 0;
      this.lastDoc.mineral = doc.doc_id;
    }
    this.take(rs, 'fee', amount);
    const toNodes = to.map((p) => {
      const n = this.b.node('fee', this.tract, doc.doc_id, p);
      this.newHolding(this.fee, n, p, amount / to.length, doc.dates.governing_date);
      return n;
    });
    this.link(doc, 'fee', rs, toNodes);
  }

  conveyMineral(doc: ResolvedDocument, idx: number, from: PartyRef[], to: PartyRef[], royalty: boolean) {
    if (!from.length || !to.length) return;
    const pool = [...this.mineral.filter((h) => royalty || !h.royalty), ...this.fee.filter((h) => h.hadMinerals)];
    // A grantor of whom nothing is known, where nobody is known to hold the land either: he owned it (the
    // minerals he conveys are severed from his fee), as a chain's first known holder does.
    const root = !royalty && !this.fee.length && !this.mineral.length;
    const rs = this.grantors(doc, idx, from, 'mineral', pool, ['mineral', 'fee'], (p, n) =>
      root ? this.newHolding(this.fee, this.b.node('fee', this.tract, null, p), p, 1 / n, null) : this.newHolding(this.mineral, this.b.node('mineral', this.tract, null, p), p, 1 / n, null),
    );
    if (!royalty && this.repeated(doc, 'mineral', rs, to, this.mineral)) return;
    // A royalty deed's fraction is of the royalty, not of the minerals: only a grantor who holds
    // nothing any more is checked.
    const amount = this.checkFraction(doc, 'mineral', rs, royalty ? null : doc.conveyance.fraction);
    if (!royalty) {
      // From a fee owner: severs that much from the land.
      const fromFee = rs.filter((r) => r.holding?.node.estate_type === 'fee' && r.holding.active);
      if (fromFee.length) {
        const held = rs.filter((r) => r.holding).reduce((s, r) => s + this.held(r, 'mineral'), 0);
        const feeHeld = fromFee.reduce((s, r) => s + this.held(r, 'mineral'), 0);
        this.unsevered = Math.max(0, this.unsevered - Math.min(amount, held) * (held > EPS ? feeHeld / held : 1));
      }
      this.take(rs, 'mineral', amount);
    }
    const toNodes = to.map((p) => {
      const n = this.b.node('mineral', this.tract, doc.doc_id, p);
      this.newHolding(this.mineral, n, p, royalty ? 0 : amount / to.length, doc.dates.governing_date, { royalty });
      if (royalty) this.mineral.find((h) => h.node.id === n.id)!.active = true;
      return n;
    });
    this.link(doc, 'mineral', rs, toNodes);
  }

  descent(doc: ResolvedDocument, idx: number, from: PartyRef[], to: PartyRef[], estate: EstateType) {
    if (!from.length || !to.length) return;
    const shares = heirShares(doc.conveyance.interest, to);
    // Every holding of the decedent passes: fee (with its minerals) and severed minerals.
    let any = false;
    for (const [est, list] of [['fee', this.fee], ['mineral', this.mineral]] as const) {
      const live = list.filter((h) => h.active && (h.share > EPS || h.royalty));
      const rs = this.everyHolding(from.map((p) => this.resolve(p, live)), live);
      const hits = rs.filter((r) => r.holding);
      if (!hits.length) continue;
      any = true;
      const amount = hits.reduce((s, r) => s + r.holding!.share, 0);
      this.take(hits, est, amount);
      const toNodes = to.map((p, i) => {
        const n = this.b.node(est, this.tract, doc.doc_id, p);
        this.newHolding(list, n, p, amount * shares[i], doc.dates.governing_date);
        return n;
      });
      this.link(doc, est, hits, toNodes);
    }
    if (any) return;
    // The decedent holds nothing the matcher finds (2.0 wants the very name): what passes is the
    // estate where someone of a compatible name holds, the minerals when only they are, else what
    // the instrument says.
    const compatibleIn = (list: Holding[]) => list.some((h) => h.active && h.share > EPS && from.some((p) => namesCompatible(p.parsed, h.holder.parsed)));
    const inFee = compatibleIn(this.fee);
    const inMinerals = compatibleIn(this.mineral.filter((h) => !h.royalty));
    if (estate === 'fee' && !inFee && inMinerals) estate = 'mineral';
    // 2.0 asserts only what the very names show: a decedent written otherwise, whose estate the
    // chain cannot tell (a holder of his name in both, or in neither of a chain already known), gets no edge
    if (this.b.version === '2.0' && ((inFee && inMinerals) || (!inFee && !inMinerals && this.known('fee')))) return;
    const pool = estate === 'fee' ? this.fee : [...this.mineral, ...(this.unsevered > EPS ? this.fee : [])];
    const rs = this.grantors(doc, idx, from, estate, pool, estate === 'fee' ? ['fee'] : ['mineral', 'fee'], (p, n) =>
      this.newHolding(estate === 'fee' ? this.fee : this.mineral, this.b.node(estate, this.tract, null, p), p, 1 / n, null),
    );
    const list = estate === 'fee' ? this.fee : this.mineral;
    const amount = rs.filter((r) => r.holding).reduce((s, r) => s + this.held(r, estate), 0) || 1;
    this.take(rs, estate, amount);
    const toNodes = to.map((p, i) => {
      const n = this.b.node(estate, this.tract, doc.doc_id, p);
      this.newHolding(list, n, p, amount * shares[i], doc.dates.governing_date);
      return n;
    });
    this.link(doc, estate, rs, toNodes);
  }

  lease(doc: ResolvedDocument, idx: number, from: PartyRef[], to: PartyRef[]) {
    if (!from.length || !to.length) return;
    const pool = [...this.exec.filter((h) => h.active), ...this.mineral.filter((h) => !h.royalty), ...(this.unsevered > EPS ? this.fee : [])];
    const rs = this.grantors(doc, idx, from, 'leasehold', pool, ['mineral', 'fee'], (p) => this.newHolding(this.exec, this.b.node('leasehold', this.tract, null, p), p, 1, null), 'mineral');
    const lease: Lease = { doc_id: doc.doc_id, lessors: from, byTract: doc.parties.some((p) => p.tract_ids), holdings: [], active: true };
    for (const p of to) {
      const n = this.b.node('leasehold', this.tract, doc.doc_id, p);
      lease.holdings.push(this.newHolding(this.lessees, n, p, 1 / to.length, doc.dates.governing_date, { lease }));
    }
    this.leases.push(lease);
    this.link(doc, 'leasehold', rs, lease.holdings.map((h) => h.node));
  }

  assign(doc: ResolvedDocument, idx: number, from: PartyRef[], to: PartyRef[]) {
    if (!from.length || !to.length) return;
    const rs = this.grantors(doc, idx, from, 'leasehold', this.lessees, ['leasehold'], (p, n) => this.newHolding(this.lessees, this.b.node('leasehold', this.tract, null, p), p, 1 / n, null));
    const lease = rs.find((r) => r.holding?.lease)?.holding?.lease ?? null;
    const amount = this.checkFraction(doc, 'leasehold', rs, doc.conveyance.fraction);
    this.take(rs, 'leasehold', amount);
    const toNodes = to.map((p) => {
      const n = this.b.node('leasehold', this.tract, doc.doc_id, p);
      const h = this.newHolding(this.lessees, n, p, amount / to.length, doc.dates.governing_date, lease ? { lease } : {});
      if (lease && !lease.holdings.includes(h)) lease.holdings.push(h);
      return n;
    });
    this.link(doc, 'leasehold', rs, toNodes);
  }

  release(doc: ResolvedDocument, idx: number, from: PartyRef[], to: PartyRef[]) {
    if (!from.length) return;
    const rs = this.grantors(doc, idx, from, 'leasehold', this.lessees, ['leasehold'], (p, n) => this.newHolding(this.lessees, this.b.node('leasehold', this.tract, null, p), p, 1 / n, null));
    const lease = rs.find((r) => r.holding?.lease)?.holding?.lease ?? null;
    // Back to the lessors: those the release names and those of the lease it ends, except a
    // lessor of the lease who has since parted with his minerals (died, sold): the right to lease
    // is no longer his.
    const minerals = [...this.fee, ...this.mineral.filter((h) => !h.royalty)];
    const sameLessor = (q: PartyRef, p: PartyRef) => this.b.holderKey(q) === this.b.holderKey(p) || !!matchGrantor(this.b.version, q, [{ id: 'x', holder: p, acquiredDate: null, active: true }]).winner;
    // (the release of a lease whose lessors were each tract's own goes back, of those it names, to this
    // tract's lessors and to whoever holds its minerals now)
    const own = lease?.byTract ? to.filter((q) => lease.lessors.some((p) => sameLessor(q, p)) || this.resolve(q, minerals).holding) : to;
    const lessors = [...(own.length ? own : to)];
    for (const p of lease?.lessors ?? []) {
      if (lessors.some((q) => sameLessor(q, p))) continue;
      const held = this.resolve(p, minerals).holding;
      if (held && !held.active) continue;
      lessors.push(p);
    }
    if (!lessors.length) return;
    for (const r of rs) {
      if (!r.holding) continue;
      r.holding.share = 0;
      r.holding.active = false;
    }
    if (lease) {
      lease.active = false;
      for (const h of lease.holdings) {
        h.share = 0;
        h.active = false;
      }
    }
    const toNodes = lessors.map((p) => {
      const n = this.b.node('leasehold', this.tract, doc.doc_id, p);
      this.newHolding(this.exec, n, p, 1, doc.dates.governing_date);
      if (p.doc_id === doc.doc_id) {
        const who = instrumentParty(doc, p);
        this.b.surnameOf.set(who, p.parsed.last);
        if (this.resolve(p, minerals).holding) this.b.heldVia.add(who);
        else this.b.joinedTo.set(n.id, who);
      }
      return n;
    });
    this.link(doc, 'leasehold', rs, toNodes);
  }
}

/**
 * The heirs' shares when the instrument states them ("Ella M. Hargrove 1/2; Thomas W. Hargrove
 * 1/4; Lucille Hargrove Baxter 1/4 of the decedent's interest"): each heir's name followed by a
 * fraction. Equal shares when not every heir has one or they add up to more than the whole.
 */
export function heirShares(interest: string | null, heirs: Array<{ name: string; parsed: ParsedName }>): number[] {
  const equal = heirs.map(() => 1 / heirs.length);
  if (!interest || heirs.length < 2) return equal;
  const stated: Array<{ p: ParsedName; share: number }> = [];
  for (const m of interest.matchAll(/([A-Za-z][A-Za-z.,' -]*?)\s*(?:,\s*)?(?:an?\s+undivided\s+)?(\d+)\s*\/\s*(\d+)/g)) {
    const den = Number(m[3]);
    const name = m[1].replace(/^(?:and|to|;)\s+/i, '').trim();
    if (den > 0 && name) stated.push({ p: parseName(name, 'person'), share: Number(m[2]) / den });
  }
  const out = heirs.map((h) => stated.find((x) => x.p.key === h.parsed.key || namesCompatible(x.p, h.parsed))?.share ?? NaN);
  if (out.some((x) => !Number.isFinite(x) || x <= 0) || out.reduce((a, b) => a + b, 0) > 1 + EPS) return equal;
  return out;
}

function acquisitionsOf(b: Builder, docs: ResolvedDocument[]): Acquisition[] {
  const out: Acquisition[] = [];
  docs.forEach((doc, idx) => {
    const what = actionOf(doc);
    // A release gives back a right to lease, which no later conveyance is searched for.
    if (!what || what.action === 'release') return;
    const toRoles = ROLES[what.action].to;
    for (const p of doc.parties) if (toRoles.includes(p.role)) out.push({ idx, doc, estate: what.estate, party: b.party(doc, p) });
  });
  return out;
}

export function buildEstateGraph(docs: ResolvedDocument[], clusters: PartyCluster[], version: MatcherVersion): EstateGraph {
  const b = new Builder(version, clusters);
  const byTract = new Map<string, ResolvedDocument[]>();
  for (const doc of orderDocuments(docs)) {
    for (const tract of new Set(doc.tracts.map((t) => t.tract_id))) {
      const list = byTract.get(tract);
      if (list) list.push(doc);
      else byTract.set(tract, [doc]);
    }
  }
  for (const tract of [...byTract.keys()].sort()) {
    const list = byTract.get(tract)!;
    const st = new TractState(b, tract, acquisitionsOf(b, list));
    list.forEach((doc, idx) => st.apply(doc, idx));
  }
  b.dropJoinedElsewhere();
  const nodes = [...b.nodes.values()];
  const edges = [...b.edges.values()];
  const count = (t: EstateType) => nodes.filter((n) => n.estate_type === t).length;
  const gapCount = (k: GapKind) => b.gaps.filter((g) => g.kind === k).length;
  const graph: EstateGraph = {
    version,
    dag: { nodes, edges, gaps: b.gaps },
    summary: {
      documents: docs.length,
      tracts: byTract.size,
      nodes: nodes.length,
      fee_estates: count('fee'),
      mineral_estates: count('mineral'),
      leasehold_estates: count('leasehold'),
      edges: edges.length,
      gaps: b.gaps.length,
      grantor_never_received: gapCount('grantor_never_received'),
      conveyed_before_acquired: gapCount('conveyed_before_acquired'),
      conveyed_more_than_held: gapCount('conveyed_more_than_held'),
    },
  };
  if (version === '1.1') graph.exploratory_outcomes = b.outcomes;
  return graph;
}

/**
 * The deprecated chain analysis: the same graph (matcher 1.0, over the package's L2 clusters) cut
 * into one chain per estate type.
 */
export function chainAnalysis(
  docs: ResolvedDocument[],
  clusters: PartyCluster[],
): { chains: Record<EstateType, { dag: { nodes: EstateNode[]; edges: EstateEdge[] } }> } {
  const g = buildEstateGraph(docs, clusters, '1.0');
  const typeOf = new Map(g.dag.nodes.map((n) => [n.id, n.estate_type]));
  const chain = (t: EstateType) => ({ dag: { nodes: g.dag.nodes.filter((n) => n.estate_type === t), edges: g.dag.edges.filter((e) => typeOf.get(e.to) === t) } });
  return { chains: { fee: chain('fee'), mineral: chain('mineral'), leasehold: chain('leasehold') } };
}
