// OCR-like damage for the documents quality benches, deterministic: `noise` misreads that share of
// letters and figures (l/1, e/c, O/0, i/l, m/rn, S/5, o/0); `flat` drops blank lines and
// indentation (layout lost in OCR).
const SWAP: Record<string, string> = { l: '1', '1': 'l', e: 'c', O: '0', '0': 'O', i: 'l', m: 'rn', S: '5', o: '0' };

export function makeDamage(noise: number, seed: number, flat: boolean): (text: string) => string {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return (text) => {
    let t = noise ? text.replace(/[A-Za-z0-9]/g, (c) => (rand() > noise ? c : (SWAP[c] ?? c))) : text;
    if (flat) t = t.replace(/\n[ \t]*\n/g, '\n').replace(/^[ \t]+/gm, '');
    return t;
  };
}
