/**
 * Which addresses the audit preview may fetch (docs/product.md, "The audit preview's checks"). The
 * preview fetches a URL a stranger typed, so it is a server-side request forgery target: this refuses
 * every address that is not a public website on the standard ports. Checked on the first URL and on
 * every redirect hop (fetch-page.server.ts). Pure, no DNS: a public name that resolves to a private
 * address is the residual risk product.md describes.
 */

/** Test-only: these exact loopback ports over http (allowance.server.ts; production never sets it). */
export interface LoopbackAllowance {
  ports: number[];
}

/**
 * Test-only: the fixture sites of the browser tests (scripts/audit-fixture-sites.mjs), under the
 * allowance only. `.test` never resolves on the internet (RFC 6761), and is refused without it.
 */
export const FIXTURE_HOST = /^([a-z0-9-]+)\.fixtures\.test$/;

/** Returns null when the URL may be fetched, else a short reason in plain words. */
export function refuseTarget(url: URL, allowance?: LoopbackAllowance): string | null {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "only http and https addresses are fetched";
  if (url.username !== "" || url.password !== "") return "addresses with a username or password are not fetched";

  const host = url.hostname.toLowerCase();
  if (allowance && url.protocol === "http:" && host === "127.0.0.1" && url.port !== "") {
    if (allowance.ports.includes(Number(url.port))) return null;
  }
  // The fixture sites' names, which fixture-fetch.server.ts sends to the allowance's port.
  if (allowance && FIXTURE_HOST.test(host) && url.port === "") return null;
  // The URL parser drops a scheme's default port, so any port left is a non-standard one.
  if (url.port !== "") return "only the standard ports 80 and 443 are fetched";
  if (host === "") return "the address has no host";

  if (host.startsWith("[")) return refuseIpv6(host.slice(1, -1));
  const name = host.replace(/\.+$/, "");
  const v4 = parseIpv4(name);
  if (v4 !== undefined) return v4 === null ? "not a valid IP address" : refuseIpv4(v4);
  return refuseName(name);
}

// ---------------------------------------------------------------------------------------------------
// Host names

const RESERVED_SUFFIXES: [suffix: string, reason: string][] = [
  ["localhost", "a local address (localhost)"],
  ["local", "a local network name (.local)"],
  ["internal", "a private network name (.internal)"],
  ["home.arpa", "a home network name (.home.arpa)"],
  ["localdomain", "a local network name (.localdomain)"],
  ["lan", "a local network name (.lan)"],
  ["intranet", "a private network name (.intranet)"],
  ["onion", "a Tor address (.onion)"],
  ["invalid", "a reserved name (.invalid)"],
  ["test", "a reserved name (.test)"],
  ["example", "a reserved name (.example)"],
];

function refuseName(name: string): string | null {
  if (name === "") return "the address has no host";
  for (const [suffix, reason] of RESERVED_SUFFIXES) {
    if (name === suffix || name.endsWith(`.${suffix}`)) return reason;
  }
  if (!name.includes(".")) return "a single-label name, not a public website";
  if (name.split(".").some((label) => label === "")) return "not a valid host name";
  return null;
}

// ---------------------------------------------------------------------------------------------------
// IPv4

/**
 * The host as an IPv4 address in the WHATWG URL parser's sense (undefined when it is a name, null when
 * it looks numeric but is out of range). new URL() already turns 2130706433, 0177.0.0.1 and 0x7f.1
 * into 127.0.0.1; parsing them again here keeps the refusal right even where a parser did not.
 */
export function parseIpv4(host: string): number | null | undefined {
  const parts = host.split(".");
  if (parts.at(-1) === "" && parts.length > 1) parts.pop();
  const last = parts.at(-1) ?? "";
  // "Ends in a number": otherwise the host is a domain name.
  if (!/^(0x[0-9a-f]*|[0-9]+)$/i.test(last)) return undefined;
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Number(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const tail = numbers.pop() as number;
  if (numbers.some((n) => n > 255)) return null;
  if (tail >= 256 ** (4 - numbers.length)) return null;
  let address = tail;
  numbers.forEach((n, i) => (address += n * 256 ** (3 - i)));
  return address;
}

function parseIpv4Number(part: string): number | null {
  if (part === "") return null;
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part.slice(1), 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return null;
}

const IPV4_RANGES: [base: string, bits: number, reason: string][] = [
  ["0.0.0.0", 8, "a reserved address (0.0.0.0/8, \u201cthis network\u201d)"],
  ["10.0.0.0", 8, "a private address (10.0.0.0/8)"],
  ["100.64.0.0", 10, "a carrier-grade NAT address (100.64.0.0/10)"],
  ["127.0.0.0", 8, "a loopback address (127.0.0.0/8)"],
  ["169.254.0.0", 16, "a link-local address (169.254.0.0/16)"],
  ["172.16.0.0", 12, "a private address (172.16.0.0/12)"],
  ["192.0.0.0", 24, "a reserved address (192.0.0.0/24)"],
  ["192.0.2.0", 24, "a documentation address (192.0.2.0/24)"],
  ["192.88.99.0", 24, "a reserved relay address (192.88.99.0/24)"],
  ["192.168.0.0", 16, "a private address (192.168.0.0/16)"],
  ["198.18.0.0", 15, "a benchmarking address (198.18.0.0/15)"],
  ["198.51.100.0", 24, "a documentation address (198.51.100.0/24)"],
  ["203.0.113.0", 24, "a documentation address (203.0.113.0/24)"],
  ["224.0.0.0", 4, "a multicast address (224.0.0.0/4)"],
  ["240.0.0.0", 4, "a reserved address (240.0.0.0/4, broadcast included)"],
];

const IPV4_TABLE = IPV4_RANGES.map(([base, bits, reason]) => ({
  base: parseIpv4(base) as number,
  size: 2 ** (32 - bits),
  reason,
}));

/** Null for a public IPv4 address (a number 0 … 2³²−1), else the reason. */
export function refuseIpv4(address: number): string | null {
  for (const { base, size, reason } of IPV4_TABLE) {
    if (address >= base && address < base + size) return reason;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// IPv6

/** Eight 16-bit groups, or null when the text is not an IPv6 address. */
export function parseIpv6(text: string): number[] | null {
  let body = text.toLowerCase();
  if (body.includes("%")) return null;
  const groupsOfV4: number[] = [];
  const lastColon = body.lastIndexOf(":");
  const tail = body.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(tail) ? parseIpv4(tail) : null;
    if (v4 === null || v4 === undefined) return null;
    groupsOfV4.push(Math.floor(v4 / 65536), v4 % 65536);
    body = `${body.slice(0, lastColon + 1)}${groupsOfV4.length ? "0:0" : ""}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const read = (half: string): number[] | null => {
    if (half === "") return [];
    const groups = half.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
    return groups.some(Number.isNaN) ? null : groups;
  };
  const head = read(halves[0] as string);
  const rest = halves.length === 2 ? read(halves[1] as string) : [];
  if (head === null || rest === null) return null;
  let groups: number[];
  if (halves.length === 2) {
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<number>(missing).fill(0), ...rest];
  } else groups = head;
  if (groups.length !== 8) return null;
  if (groupsOfV4.length) groups.splice(6, 2, ...groupsOfV4);
  return groups;
}

const v4Of = (high: number, low: number) => high * 65536 + low;
const embedded = (v4: number) => refuseIpv4(v4);

/** Null for a public IPv6 address (without brackets), else the reason. */
export function refuseIpv6(text: string): string | null {
  const g = parseIpv6(text);
  if (!g) return "not a valid IP address";
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h = 0, l = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return "the unspecified address (::)";
  if (zeroTo(7) && l === 1) return "a loopback address (::1)";
  if (zeroTo(5) && f === 0xffff) return "an IPv4-mapped address (::ffff:0:0/96)";
  if (zeroTo(6)) return "an IPv4-compatible address (::/96)";
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) {
    const inner = embedded(v4Of(h, l));
    return inner ? `a NAT64 address embedding ${inner}` : null;
  }
  if (a === 0x64 && b === 0xff9b && c === 1) return "a local-use NAT64 address (64:ff9b:1::/48)";
  if (a === 0x100 && b === 0 && c === 0 && d === 0) return "a discard address (100::/64)";
  if (a === 0x2001 && b === 0x0db8) return "a documentation address (2001:db8::/32)";
  if (a === 0x2001 && b === 0) return "a Teredo tunnel address (2001::/32)";
  if (a === 0x2001 && (b & 0xfff0) === 0x0010) return "a reserved address (2001:10::/28)";
  if (a === 0x2001 && b === 0x0002 && c === 0) return "a benchmarking address (2001:2::/48)";
  if (a === 0x2002) {
    const inner = embedded(v4Of(b, c));
    return inner ? `a 6to4 address embedding ${inner}` : null;
  }
  if (a === 0x3fff && (b & 0xf000) === 0) return "a documentation address (3fff::/20)";
  if ((a & 0xfe00) === 0xfc00) return "a unique-local (private) address (fc00::/7)";
  if ((a & 0xffc0) === 0xfe80) return "a link-local address (fe80::/10)";
  if ((a & 0xffc0) === 0xfec0) return "a site-local address (fec0::/10)";
  if ((a & 0xff00) === 0xff00) return "a multicast address (ff00::/8)";
  // Only global unicast (2000::/3) is a public website's address.
  if ((a & 0xe000) !== 0x2000) return "a reserved IPv6 address (outside 2000::/3)";
  return null;
}
