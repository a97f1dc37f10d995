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
};

/**
 * The kind of range `address` lies in when it is not a public unicast address, or null when it is.
 * An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function refusedRange(address: string): string | null {
  const parsed = ipaddr.parse(address);
  const judged =
    parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  const range = judged.range();
  return range === "unicast" ? null : (RANGE_NAMES[range] ?? range);
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
