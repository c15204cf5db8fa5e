// The client network that per-client limits count: an IPv4 address as it is, an IPv6 address by its /64 (one home or
// phone usually holds a whole /64, so keying by /128 would let one client take endless fresh addresses).
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail becomes the last two), or null. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split("%")[0] ?? "";
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const zeros = rest === undefined ? [] : new Array<number>(8 - left.length - right.length).fill(0);
  const groups = [...left, ...zeros, ...right];
  return groups.length === 8 ? groups : null;
}

/** "2001:db8:1:2:aaaa::1" → "2001:db8:1:2::/64"; "203.0.113.7" stays; anything else is kept as given. */
export function clientNetwork(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
