import dns from "node:dns";
import net from "node:net";

/**
 * The SSRF guard of outgoing webhooks: which destination addresses are refused. Checked on create and
 * update, and again at every delivery on the address the connection actually uses (see webhooks.http.ts).
 */
export type TBlockedKind =
  | "loopback"
  | "private"
  | "link-local"
  | "metadata"
  | "cgnat"
  | "unspecified"
  | "multicast"
  | "reserved";

type TRange4 = { base: number; bits: number; kind: TBlockedKind };

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return null;
    const v = Number(p);
    if (v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

const range4 = (cidr: string, kind: TBlockedKind): TRange4 => {
  const [ip, bits] = cidr.split("/");
  return { base: ipv4ToInt(ip ?? "") ?? 0, bits: Number(bits), kind };
};

// Most specific first: the metadata address sits inside link-local.
const blocked4: TRange4[] = [
  range4("169.254.169.254/32", "metadata"),
  range4("0.0.0.0/8", "unspecified"),
  range4("10.0.0.0/8", "private"),
  range4("100.64.0.0/10", "cgnat"),
  range4("127.0.0.0/8", "loopback"),
  range4("169.254.0.0/16", "link-local"),
  range4("172.16.0.0/12", "private"),
  range4("192.0.0.0/24", "reserved"),
  range4("192.168.0.0/16", "private"),
  range4("198.18.0.0/15", "reserved"),
  range4("224.0.0.0/4", "multicast"),
  range4("240.0.0.0/4", "reserved"),
];

function classify4(n: number): TBlockedKind | null {
  for (const r of blocked4) {
    const mask = r.bits === 0 ? 0 : (0xffffffff << (32 - r.bits)) >>> 0;
    if ((n & mask) >>> 0 === (r.base & mask) >>> 0) return r.kind;
  }
  return null;
}

/** 16 bytes of an IPv6 address (with an optional embedded dotted IPv4 tail), or null. */
function ipv6ToBytes(input: string): number[] | null {
  let ip = input.split("%")[0] ?? "";
  let tail: number[] = [];
  const lastColon = ip.lastIndexOf(":");
  if (lastColon < 0) return null;
  const last = ip.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = ipv4ToInt(last);
    if (v4 === null) return null;
    tail = [(v4 >>> 24) & 255, (v4 >>> 16) & 255, (v4 >>> 8) & 255, v4 & 255];
    // "::ffff:1.2.3.4" -> "::ffff"; "::1.2.3.4" -> "::"
    ip = ip.slice(0, lastColon + 1);
    if (!ip.endsWith("::")) ip = ip.slice(0, -1);
  }
  const groupsNeeded = (16 - tail.length) / 2;
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === "" ? [] : s.split(":"));
  const head = parse(halves[0] ?? "");
  const rest = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const missing = groupsNeeded - head.length - rest.length;
  if (halves.length === 2 ? missing < 0 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(Math.max(missing, 0)).fill("0"), ...rest];
  const bytes: number[] = [];
  for (const g of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    const v = Number.parseInt(g, 16);
    bytes.push(v >> 8, v & 255);
  }
  return [...bytes, ...tail];
}

function startsWith(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const bit = 7 - (i & 7);
    if ((((bytes[byte] ?? 0) >> bit) & 1) !== (((prefix[byte] ?? 0) >> bit) & 1)) return false;
  }
  return true;
}

const metadata6 = ipv6ToBytes("fd00:ec2::254") ?? [];

function classify6(bytes: number[]): TBlockedKind | null {
  const isZero = (from: number, to: number) => bytes.slice(from, to).every((b) => b === 0);
  const v4 = (b: number[]) =>
    ((b[12] ?? 0) * 2 ** 24 + ((b[13] ?? 0) << 16) + ((b[14] ?? 0) << 8) + (b[15] ?? 0)) >>> 0;
  if (isZero(0, 16)) return "unspecified";
  if (isZero(0, 15) && bytes[15] === 1) return "loopback";
  // IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d and NAT64 64:ff9b::a.b.c.d reach an IPv4 address.
  if (isZero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return classify4(v4(bytes));
  if (isZero(0, 12)) return classify4(v4(bytes));
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 32) && isZero(4, 12)) return classify4(v4(bytes));
  if (bytes.every((b, i) => b === metadata6[i])) return "metadata";
  if (startsWith(bytes, [0xfc], 7)) return "private";
  if (startsWith(bytes, [0xfe, 0x80], 10)) return "link-local";
  if (startsWith(bytes, [0xfe, 0xc0], 10)) return "private"; // deprecated site-local
  if (startsWith(bytes, [0xff], 8)) return "multicast";
  if (startsWith(bytes, [0x01, 0x00, 0, 0, 0, 0, 0, 0], 64)) return "reserved"; // discard-only
  return null;
}

/** Why an IP address may not be a webhook destination, or null when it may. */
export function blockedKind(ip: string): TBlockedKind | null {
  const bare = ip.replace(/^\[|\]$/g, "");
  const family = net.isIP(bare.split("%")[0] ?? "");
  if (family === 4) return classify4(ipv4ToInt(bare) ?? 0);
  if (family === 6) {
    const bytes = ipv6ToBytes(bare);
    return bytes ? classify6(bytes) : "reserved";
  }
  return "reserved"; // not an IP address at all: refuse rather than guess
}

/** Whether the address is refused under the current setting (the insecure switch lets loopback through). */
export function isRefused(ip: string, allowInsecure: boolean): TBlockedKind | null {
  const kind = blockedKind(ip);
  if (kind === "loopback" && allowInsecure) return null;
  return kind;
}

export class BlockedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly kind: TBlockedKind,
  ) {
    super(`webhook destination ${host} resolves to ${address} (${kind})`);
    this.name = "BlockedAddressError";
  }
  /** Shown as the {detail} of the error info. */
  get detail(): string {
    return this.host === this.address
      ? `${this.address} (${this.kind})`
      : `${this.host} → ${this.address} (${this.kind})`;
  }
}

type TLookupAddress = { address: string; family: number };
type TLookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | TLookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for net/http/https connections that resolves the name once, refuses the whole name when any
 * of its addresses is refused, and hands back exactly the checked addresses, so the socket connects to
 * what was checked (a DNS answer that changes between check and connect cannot slip through).
 */
export function guardedLookup(allowInsecure: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: TLookupCallback): void => {
    dns.lookup(
      hostname,
      { family: options.family ?? 0, hints: options.hints, all: true },
      (err, addresses) => {
        if (err) return callback(err, []);
        const list = addresses as TLookupAddress[];
        if (list.length === 0) {
          const none: NodeJS.ErrnoException = new Error(`no address for ${hostname}`);
          none.code = "ENOTFOUND";
          return callback(none, []);
        }
        for (const a of list) {
          const kind = isRefused(a.address, allowInsecure);
          if (kind) return callback(new BlockedAddressError(hostname, a.address, kind), []);
        }
        if (options.all) return callback(null, list);
        const first = list[0] as TLookupAddress;
        return callback(null, first.address, first.family);
      },
    );
  };
}

/** Resolves a host name and checks every address (used when a URL is saved, to refuse early). */
export async function checkHost(
  hostname: string,
  allowInsecure: boolean,
): Promise<BlockedAddressError | null> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(bare)) {
    const kind = isRefused(bare, allowInsecure);
    return kind ? new BlockedAddressError(bare, bare, kind) : null;
  }
  return new Promise((resolve) => {
    guardedLookup(allowInsecure)(bare, { all: true }, (err) => {
      resolve(err instanceof BlockedAddressError ? err : null);
    });
  });
}
