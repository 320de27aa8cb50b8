// Who the client is, for rate limits and logs. Behind a reverse proxy the socket's peer is the
// proxy, so with TRUSTED_PROXIES set the address comes from the forwarding header, read the way
// Express's `trust proxy` and nginx's real_ip do: the chain (the header's addresses, then the
// socket's) is walked from the right, skipping trusted hops; the first address not trusted is the
// client. A header from a peer that is not trusted is ignored, so it cannot be forged.
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/** Off; the N proxies nearest to us; or the proxies at these addresses (CIDR ranges). */
export type TrustedProxies = { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: string[] };
export type ForwardingHeader = 'x-forwarded-for' | 'forwarded';

const MAX_HOPS = 100;

/** TRUSTED_PROXIES as set; throws an Error whose message says what is wrong with it. */
export function parseTrustedProxies(raw: string | undefined): TrustedProxies {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return { kind: 'off' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`must be a hop count between 1 and ${MAX_HOPS} or a list of CIDR ranges`);
    return { kind: 'hops', hops };
  }
  const ranges = value.split(',').map((s) => s.trim());
  for (const range of ranges) {
    if (!parseRange(range)) throw new Error(`must be a hop count or a comma-separated list of addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1/32), and "${range}" is neither`);
  }
  return { kind: 'ranges', ranges };
}

function parseRange(range: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address, prefixText, ...rest] = range.split('/');
  const version = isIP(address);
  if (!version || rest.length) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** An IPv4 address as IPv4 (a dual-stack socket reports it as ::ffff:a.b.c.d). */
function normalise(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}

/** One hop as a header names it: an address, perhaps with a port or in brackets; else undefined. */
function hopAddress(raw: string): string | undefined {
  let s = raw.trim();
  if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) s = s.slice(1, -1).replace(/\\(.)/g, '$1');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  return isIP(s) ? normalise(s) : undefined;
}

/** Splits on commas (or another separator) outside quoted strings (RFC 7239 values may quote). */
function splitOutsideQuotes(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted && c === '\\' && i + 1 < s.length) {
      cur += c + s[++i];
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (c === sep && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

/** The hops a header lists, nearest to the client first; an entry that is not an address is undefined. */
function forwardedChain(headers: IncomingMessage['headers'], header: ForwardingHeader): (string | undefined)[] {
  const value = headers[header];
  const text = Array.isArray(value) ? value.join(',') : value;
  if (!text) return [];
  if (header === 'x-forwarded-for') return text.split(',').map(hopAddress);
  // RFC 7239: `for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711"`; `for=unknown` and
  // obfuscated identifiers (`for=_hidden`) name no address.
  return splitOutsideQuotes(text, ',').map((element) => {
    for (const pair of splitOutsideQuotes(element, ';')) {
      const eq = pair.indexOf('=');
      if (eq > 0 && pair.slice(0, eq).trim().toLowerCase() === 'for') return hopAddress(pair.slice(eq + 1));
    }
    return undefined;
  });
}

/** Works out client addresses for one server (one setting); see `clientAddressOf`. */
export class ClientAddresses {
  private readonly trusted?: BlockList;

  constructor(
    private readonly trust: TrustedProxies,
    private readonly header: ForwardingHeader = 'x-forwarded-for',
  ) {
    if (trust.kind === 'ranges') {
      this.trusted = new BlockList();
      for (const r of trust.ranges) {
        const { address, prefix, family } = parseRange(r)!;
        this.trusted.addSubnet(address, prefix, family);
      }
    }
  }

  /** The client's address; remembered on the request, so it is worked out once per request. */
  resolve(req: IncomingMessage): string {
    const known = (req as Tagged)[ADDRESS];
    if (known !== undefined) return known;
    const address = this.compute(req);
    (req as Tagged)[ADDRESS] = address;
    return address;
  }

  private compute(req: IncomingMessage): string {
    const peer = normalise(req.socket.remoteAddress ?? 'unknown');
    if (this.trust.kind === 'off') return peer;
    // Nearest first: the socket's peer, then the header's entries from the right.
    const chain = [peer, ...forwardedChain(req.headers, this.header).reverse()];
    // A hop that names no address ends the walk at the last proxy that was trusted to report it.
    let last = peer;
    for (let i = 0; i < chain.length; i++) {
      const address = chain[i];
      if (address === undefined) return last;
      last = address;
      if (!this.trusts(address, i)) return address;
    }
    // Every hop is trusted: the farthest one is the best we know.
    return last;
  }

  private trusts(address: string, index: number): boolean {
    if (this.trust.kind === 'hops') return index < this.trust.hops;
    return this.trusted!.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
}

const ADDRESS = Symbol('clientAddress');
type Tagged = IncomingMessage & { [ADDRESS]?: string };

/**
 * The client address the HTTP server worked out for this request (or WebSocket upgrade); the
 * socket's peer for a request that did not come through the server's dispatch.
 */
export function clientAddressOf(req: IncomingMessage): string {
  return (req as Tagged)[ADDRESS] ?? normalise(req.socket.remoteAddress ?? 'unknown');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a client address (as ClientAddresses resolves it) is on this machine. */
export function isLoopback(address: string): boolean {
  const a = normalise(address);
  const family = isIP(a);
  return family !== 0 && LOOPBACK.check(a, family === 4 ? 'ipv4' : 'ipv6');
}
