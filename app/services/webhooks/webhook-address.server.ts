/**
 * Where a webhook may be sent (docs/decisions/065-webhooks.md). Only public unicast addresses,
 * unless the endpoint allows private networks: a URL an admin types must not let the server
 * reach its own loopback, the machines of its private network or a cloud's metadata address.
 * The host is resolved and every address it resolves to is judged, at registration and again
 * at each delivery, and the delivery connects to the address judged (webhook-sender.server.ts),
 * so a name that resolves differently a moment later (DNS rebinding) gains nothing.
 */
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** How an error names each range that is refused; ipaddr.js's names otherwise. */
const RANGE_NAMES: Record<string, string> = {
  loopback: "loopback",
  private: "private-network",
  linkLocal: "link-local",
  uniqueLocal: "unique-local",
  carrierGradeNat: "carrier-grade NAT",
  multicast: "multicast",
  unspecified: "unspecified",
  broadcast: "broadcast",
  reserved: "reserved",
  rfc6052: "NAT64",
  rfc6145: "IPv4-translated",
  "6to4": "6to4",
  teredo: "Teredo",
};

/** NAT64's well-known prefix (RFC 6052): the IPv4 address a translator reaches is the last 32 bits. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR("64:ff9b::/96") as [ipaddr.IPv6, number];
/** IPv4-compatible addresses (::a.b.c.d, deprecated by RFC 4291): ipaddr.js calls them unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96") as [ipaddr.IPv6, number];

/** The IPv4 address an IPv6 address stands for when it is one written as IPv6 (mapped) or reached through NAT64's well-known prefix. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (!address.match(NAT64_WELL_KNOWN)) return null;
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12));
}

/**
 * `address` as the network reads it. ipaddr.js takes `::a.b.c.d` for `::ffff:a.b.c.d`, so an IPv6
 * address is first written in hex as URLs write it (`::7f00:1`), its zone (`%eth0`) left out.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  if (isIP(address) !== 6) return ipaddr.parse(address);
  return ipaddr.parse(new URL(`http://[${address.replace(/%.*$/, "")}]/`).hostname.slice(1, -1));
}

/**
 * The kind of range `address` lies in when it is not a public unicast address, or null when it is.
 * An IPv4 address written as IPv6 (::ffff:127.0.0.1) or behind NAT64's well-known prefix
 * (64:ff9b::7f00:1) is judged as the IPv4 address it is. The other ranges that carry an IPv4
 * address are refused whatever they carry: IPv4-compatible (::/96, deprecated, and routed to
 * IPv4 by some stacks), NAT64's local-use prefix (64:ff9b:1::/48, where the IPv4 address sits at
 * an operator's chosen place), IPv4-translated (::ffff:0:0:0/96), 6to4 (2002::/16) and Teredo
 * (2001::/32): no webhook receiver needs them (docs/decisions/070-files-served-as-what-they-are.md).
 */
export function refusedRange(address: string): string | null {
  const parsed = parseAddress(address);
  const ipv6 = parsed.kind() === "ipv6" ? (parsed as ipaddr.IPv6) : null;
  const ipv4 = ipv6 && embeddedIPv4(ipv6);
  if (ipv4) return refusedRange(ipv4.toString());
  const range = parsed.range();
  if (range !== "unicast") return RANGE_NAMES[range] ?? range;
  return ipv6?.match(IPV4_COMPATIBLE) ? "IPv4-compatible" : null;
}

export class AddressRefused extends Error {}

/** Rejects once `signal` aborts: the system resolver takes no signal of its own. */
const abandonedOn = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

/** The addresses `hostname` stands for: itself when it is an address, else what DNS answers before `signal` aborts. */
async function addressesOf(hostname: string, signal?: AbortSignal): Promise<ResolvedAddress[]> {
  const host = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  const family = isIP(host);
  if (family === 4 || family === 6) return [{ address: host, family }];
  const resolving = lookup(host, { all: true, verbatim: true });
  let found: Awaited<typeof resolving>;
  try {
    found = await (signal ? Promise.race([resolving, abandonedOn(signal)]) : resolving);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AddressRefused(`The host ${host} could not be found`);
  }
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}

/**
 * The address to connect to for `url`: the first its host resolves to, once every one of them is
 * judged. Throws AddressRefused, naming the address and its range, when the host cannot be found
 * or any of its addresses is not public and private networks are not allowed; `signal`'s reason
 * when it aborts first.
 */
export async function resolveDeliveryAddress(url: URL, allowPrivateNetwork: boolean, signal?: AbortSignal): Promise<ResolvedAddress> {
  const addresses = await addressesOf(url.hostname, signal);
  if (!allowPrivateNetwork) {
    for (const { address } of addresses) {
      const range = refusedRange(address);
      if (range)
        throw new AddressRefused(
          `${url.hostname} is a ${range} address (${address}); allow private networks for this endpoint to send to it`,
        );
    }
  }
  return addresses[0]!;
}
