/**
 * What a visitor is counted as by the rate limits and the web-vitals source (ADR 063, 064): an
 * IPv4 address as it is, an IPv6 address by its /64 network. One host or home line is commonly
 * given a whole /64, so counting single IPv6 addresses would let it be as many visitors as it
 * likes. Anything that is not an address is counted as written.
 */
export function visitorKeyOf(address: string): string {
  if (!address.includes(":")) return address;
  const network = ipv6Network(address.toLowerCase());
  return network ? `${network}::/64` : address;
}

const GROUP = /^[0-9a-f]{1,4}$/;

/** The first four groups of an IPv6 address, without leading zeros, or null when it is not one. */
function ipv6Network(address: string): string | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (text: string | undefined) =>
    // An IPv4 tail (::ffff:192.0.2.1) stands for two groups.
    (text ? text.split(":") : []).flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const left = groupsOf(halves[0]);
  const right = groupsOf(halves[1]);
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...right];
  if (!groups.slice(0, 4).every((group) => GROUP.test(group))) return null;
  return groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":");
}
