// The estate graph's matchers: given a grantor as one instrument writes him and the holdings that
// could be his (each with its holder's name as the instrument that vested it wrote it), which
// holding did he convey from? Three versions, chosen per request:
//   2.0  deterministic: the same canonical name, character for character, or nothing.
//   1.0  five gates tried in order, the first gate any candidate passes decides (holdings still
//        held first; those conveyed away only when none of them passes):
//        L0 exact name; L1 normalised name (case, punctuation, descriptors, index order,
//        company abbreviations and legal forms); L2 same L2 cluster; L3 initials and name order
//        (surname alike, given names or their initials compatible in order, or with surname and
//        given names swapped; suffixes compatible); L4 fuzzy similarity (Jaro-Winkler of the
//        normalised names at least 0.90, suffixes compatible) with date order (the holding was
//        acquired on or before the conveyance).
//   1.1  every candidate scored from the same signals; the best eligible candidate wins and the
//        decision is explained by a comparison with the runner-up (see scoreCandidates).
import type { MatcherVersion } from '../types.js';
import { jaroWinkler, namesCompatible, reordered, suffixCompatible, type ParsedName } from '../l2/names.js';

export interface MatchParty {
  name: string;
  parsed: ParsedName;
  clusterId: string | null;
  /** The instrument's governing date. */
  date: string | null;
}

export interface Candidate {
  /** The estate node a match would convey from. */
  id: string;
  holder: MatchParty;
  /** When the holding was acquired (the acquiring instrument's date; null: first known holder). */
  acquiredDate: string | null;
  /** Still holds something (not conveyed away entirely). */
  active: boolean;
}

export interface SignalState {
  signal: string;
  state: string | number | boolean;
  /** This signal's contribution to the score. */
  weight: number;
}

export interface Scored {
  candidate: Candidate;
  score: number;
  signals: SignalState[];
  /** Reasons the candidate may not win whatever its score. */
  contradictions: string[];
  eligible: boolean;
  gate?: string;
}

export interface MatchResult {
  winner: Scored | null;
  /** Every candidate considered, best first (1.1), for the comparison. */
  evaluated: Scored[];
}

const ELIGIBLE_SCORE = 0.7;
const FUZZY = 0.9;

const byPreference = (a: Scored, b: Scored) =>
  b.score - a.score ||
  Number(b.candidate.active) - Number(a.candidate.active) ||
  (b.candidate.acquiredDate ?? '').localeCompare(a.candidate.acquiredDate ?? '') ||
  a.candidate.id.localeCompare(b.candidate.id);

function dateOrder(c: Candidate, g: MatchParty): 'before' | 'after' | 'unknown' {
  if (!c.acquiredDate || !g.date) return 'unknown';
  return c.acquiredDate <= g.date ? 'before' : 'after';
}

function compatibleInOrder(a: ParsedName, b: ParsedName): 'in_order' | 'reordered' | 'no' {
  if (namesCompatible(a, b)) return 'in_order';
  const ra = reordered(a);
  if (ra && namesCompatible(ra, b)) return 'reordered';
  const rb = reordered(b);
  if (rb && namesCompatible(a, rb)) return 'reordered';
  return 'no';
}

function match20(g: MatchParty, cands: Candidate[]): MatchResult {
  const hits = cands.filter((c) => c.holder.name.trim() === g.name.trim()).map((c): Scored => ({ candidate: c, score: 1, signals: [{ signal: 'exact_name', state: true, weight: 1 }], contradictions: [], eligible: true, gate: 'exact' }));
  hits.sort(byPreference);
  return { winner: hits[0] ?? null, evaluated: hits };
}

const GATES: Array<{ gate: string; score: number; pass: (g: MatchParty, c: Candidate) => boolean }> = [
  { gate: 'L0', score: 1, pass: (g, c) => c.holder.name.trim() === g.name.trim() },
  { gate: 'L1', score: 0.95, pass: (g, c) => c.holder.parsed.kind === g.parsed.kind && c.holder.parsed.key === g.parsed.key && c.holder.parsed.key !== '' },
  { gate: 'L2', score: 0.9, pass: (g, c) => g.clusterId !== null && c.holder.clusterId === g.clusterId },
  { gate: 'L3', score: 0.8, pass: (g, c) => compatibleInOrder(g.parsed, c.holder.parsed) !== 'no' },
  {
    gate: 'L4',
    score: 0.7,
    pass: (g, c) =>
      c.holder.parsed.kind === g.parsed.kind &&
      suffixCompatible(c.holder.parsed.suffix, g.parsed.suffix) &&
      jaroWinkler(c.holder.parsed.key, g.parsed.key) >= FUZZY &&
      dateOrder(c, g) !== 'after',
  },
];

function match10(g: MatchParty, all: Candidate[]): MatchResult {
  // Holdings still held go through every gate before any already conveyed away is considered.
  const active = all.filter((c) => c.active);
  const r = gatesOver(g, active);
  return r.winner || active.length === all.length ? r : gatesOver(g, all.filter((c) => !c.active));
}

function gatesOver(g: MatchParty, cands: Candidate[]): MatchResult {
  for (const gate of GATES) {
    const hits = cands.filter((c) => gate.pass(g, c)).map((c): Scored => ({ candidate: c, score: gate.score, signals: [{ signal: gate.gate, state: true, weight: gate.score }], contradictions: [], eligible: true, gate: gate.gate }));
    if (hits.length) {
      hits.sort(byPreference);
      return { winner: hits[0], evaluated: hits };
    }
  }
  return { winner: null, evaluated: [] };
}

/**
 * 1.1: each candidate's score is its strongest name evidence (exact 1.0, normalised 0.95, same
 * cluster 0.9, compatible in order 0.8, swapped order 0.75, else 0.85 x Jaro-Winkler when at
 * least 0.88), plus 0.05 for the same cluster beside other evidence, minus 0.08 when both are
 * clustered apart, 0.2 when the holding was acquired after the conveyance, 0.1 when it is already
 * conveyed away. Blocking contradictions: incompatible suffixes (Jr./Sr.), person against company,
 * surnames unlike (Jaro-Winkler below 0.85) outside one cluster. Eligible: no blocking
 * contradiction and a score of at least 0.7.
 */
interface Facts {
  exact: boolean;
  normalized: boolean;
  cluster: 'same' | 'different' | 'unknown';
  order: 'in_order' | 'reordered' | 'no';
  sim: number;
  when: 'before' | 'after' | 'unknown';
  evidence: number;
  evidenceSignal: string;
}

interface Fast extends Scored {
  facts: Facts;
}

function signalsOf(f: Facts, active: boolean): SignalState[] {
  const w = (s: string) => (f.evidenceSignal === s ? f.evidence : 0);
  return [
    { signal: 'exact_name', state: f.exact, weight: w('exact_name') },
    { signal: 'normalized_name', state: f.normalized, weight: w('normalized_name') },
    { signal: 'same_cluster', state: f.cluster, weight: w('same_cluster') },
    { signal: 'name_order', state: f.order, weight: w('name_order') },
    { signal: 'similarity', state: f.sim, weight: w('similarity') },
    { signal: 'cluster_agreement', state: f.cluster, weight: f.cluster === 'same' && f.evidenceSignal !== 'same_cluster' ? 0.05 : f.cluster === 'different' ? -0.08 : 0 },
    { signal: 'date_order', state: f.when, weight: f.when === 'after' ? -0.2 : 0 },
    { signal: 'holding', state: active ? 'active' : 'conveyed_away', weight: active ? 0 : -0.1 },
  ];
}

export function scoreCandidates(g: MatchParty, cands: Candidate[]): Scored[] {
  const out: Fast[] = [];
  const p = g.parsed;
  const gname = g.name.trim();
  for (const c of cands) {
    const h = c.holder.parsed;
    const cluster = g.clusterId && c.holder.clusterId ? (g.clusterId === c.holder.clusterId ? 'same' : 'different') : 'unknown';
    const contradictions: string[] = [];
    if (h.kind !== p.kind) contradictions.push('kind_mismatch');
    if (!suffixCompatible(h.suffix, p.suffix)) contradictions.push('suffix_conflict');
    if (h.kind === 'person' && p.kind === 'person' && cluster !== 'same' && jaroWinkler(h.last, p.last) < 0.85) contradictions.push('surname_mismatch');
    const exact = c.holder.name.trim() === gname;
    const normalized = h.kind === p.kind && h.key === p.key && h.key !== '';
    // Names that cannot be one in any order are not worth the order test.
    const order = contradictions.length ? 'no' : compatibleInOrder(p, h);
    const sim = Math.round(jaroWinkler(h.key, p.key) * 1000) / 1000;
    const when = dateOrder(c, g);
    let evidence = 0;
    let evidenceSignal = 'similarity';
    if (exact) [evidence, evidenceSignal] = [1, 'exact_name'];
    else if (normalized) [evidence, evidenceSignal] = [0.95, 'normalized_name'];
    else if (cluster === 'same') [evidence, evidenceSignal] = [0.9, 'same_cluster'];
    else if (order === 'in_order') [evidence, evidenceSignal] = [0.8, 'name_order'];
    else if (order === 'reordered') [evidence, evidenceSignal] = [0.75, 'name_order'];
    if (sim >= 0.88 && 0.85 * sim > evidence) [evidence, evidenceSignal] = [0.85 * sim, 'similarity'];
    let score = evidence;
    score += cluster === 'same' && evidenceSignal !== 'same_cluster' ? 0.05 : cluster === 'different' ? -0.08 : 0;
    score += when === 'after' ? -0.2 : 0;
    score += c.active ? 0 : -0.1;
    score = Math.max(0, Math.min(1, Math.round(score * 1000) / 1000));
    const facts: Facts = { exact, normalized, cluster, order, sim, when, evidence, evidenceSignal };
    out.push({ candidate: c, score, signals: [], contradictions, eligible: contradictions.length === 0 && score >= ELIGIBLE_SCORE, facts });
  }
  out.sort(byPreference);
  // Signals are spelt out for the candidates a comparison can show: the first two and the winner.
  const winner = out.findIndex((x) => x.eligible);
  for (const i of new Set([0, 1, winner, winner + 1])) {
    const x = out[i];
    if (x) x.signals = signalsOf(x.facts, x.candidate.active);
  }
  return out.map(({ facts: _facts, ...rest }) => rest);
}

function match11(g: MatchParty, cands: Candidate[]): MatchResult {
  const evaluated = scoreCandidates(g, cands);
  return { winner: evaluated.find((s) => s.eligible) ?? null, evaluated };
}

export function matchGrantor(version: MatcherVersion, g: MatchParty, cands: Candidate[]): MatchResult {
  if (!cands.length) return { winner: null, evaluated: [] };
  if (version === '2.0') return match20(g, cands);
  if (version === '1.0') return match10(g, cands);
  return match11(g, cands);
}

/** The seed's comparison object for a 1.1 decision: why the winner beat the runner-up. */
export function comparison(winnerId: string, winner: Scored | null, evaluated: Scored[]): Record<string, unknown> {
  const runner = evaluated.find((s) => s.candidate.id !== winnerId) ?? null;
  const wScore = winner?.score ?? 0;
  const reasons = [];
  if (winner && runner) {
    for (const ws of winner.signals) {
      const rs = runner.signals.find((x) => x.signal === ws.signal);
      if (!rs || rs.state === ws.state) continue;
      const differentiation = Math.round((ws.weight - rs.weight) * 1000) / 1000;
      reasons.push({ signal: ws.signal, winner_state: ws.state, runner_up_state: rs.state, differentiation });
    }
    reasons.sort((a, b) => b.differentiation - a.differentiation);
  } else if (winner) {
    for (const ws of winner.signals) if (ws.weight > 0) reasons.push({ signal: ws.signal, winner_state: ws.state, runner_up_state: null, differentiation: ws.weight });
  }
  const losses: Array<{ signal: string; issue: string }> = [];
  if (runner) {
    for (const c of runner.contradictions) losses.push({ signal: c, issue: `blocking contradiction: ${c.replace(/_/g, ' ')}` });
    for (const s of runner.signals) {
      if (s.weight < 0) losses.push({ signal: s.signal, issue: `${s.signal.replace(/_/g, ' ')} ${String(s.state).replace(/_/g, ' ')} (${s.weight})` });
    }
    if (!runner.eligible && !runner.contradictions.length) losses.push({ signal: 'score', issue: `score ${runner.score} below ${ELIGIBLE_SCORE}` });
  }
  return {
    winner_id: winnerId,
    runner_up_id: runner?.candidate.id ?? null,
    rank_delta: Math.round((wScore - (runner?.score ?? 0)) * 1000) / 1000,
    top_winner_reasons: reasons.slice(0, 3),
    top_runner_up_losses: losses.slice(0, 3),
    suppression_analysis: {
      eligible: winner ? winner.eligible : false,
      blocking_contradictions: winner ? winner.contradictions : [],
    },
  };
}
