import { describe, expect, it } from "vitest";
import { AddressRefused, refusedRange, resolveDeliveryAddress } from "./webhook-address.server";

describe("refusedRange", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.1.2.3", "private-network"],
    ["172.16.0.1", "private-network"],
    ["172.31.255.254", "private-network"],
    ["192.168.1.1", "private-network"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.10", "reserved"],
    ["240.0.0.1", "reserved"],
  ])("refuses the IPv4 address %s (%s)", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fc00::1", "unique-local"],
    ["fd12:3456:789a::1", "unique-local"],
    ["ff02::1", "multicast"],
  ])("refuses the IPv6 address %s (%s)", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::ffff:10.0.0.1", "private-network"],
    ["::ffff:169.254.169.254", "link-local"],
    ["::ffff:100.64.1.1", "carrier-grade NAT"],
  ])("judges the IPv4-mapped %s as the IPv4 address it is (%s)", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  // IPv4-compatible addresses are refused whatever they carry; NAT64's well-known prefix is judged by
  // the IPv4 address it reaches; the other ranges that tunnel or translate to IPv4 are refused.
  it.each([
    ["::127.0.0.1", "IPv4-compatible"],
    ["::7f00:1", "IPv4-compatible"],
    ["::a00:1", "IPv4-compatible"],
    ["::808:808", "IPv4-compatible"],
    ["::8.8.8.8", "IPv4-compatible"],
    ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::10.0.0.1", "private-network"],
    ["64:ff9b::a9fe:a9fe", "link-local"],
    ["64:ff9b:1::808:808", "NAT64"],
    ["::ffff:0:808:808", "IPv4-translated"],
    ["2002:808:808::1", "6to4"],
    ["2002:7f00:1::1", "6to4"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
  ])("refuses %s, an IPv6 address that carries an IPv4 address (%s)", (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808"])(
    "lets the public address %s through",
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );
});

describe("resolveDeliveryAddress", () => {
  it("refuses a loopback host, named or written as an address, unless private networks are allowed", async () => {
    for (const url of [
      "http://127.0.0.1:9/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::127.0.0.1]:8099/",
      "http://[::7f00:1]/",
      "http://[::a00:1]/",
      "http://2130706433/",
      "http://localhost/",
    ]) {
      await expect(resolveDeliveryAddress(new URL(url), false), url).rejects.toThrow(AddressRefused);
    }
    await expect(resolveDeliveryAddress(new URL("http://127.0.0.1:9/"), true)).resolves.toEqual({ address: "127.0.0.1", family: 4 });
    await expect(resolveDeliveryAddress(new URL("http://[::1]/"), true)).resolves.toEqual({ address: "::1", family: 6 });
  });

  it("names the address and its range", async () => {
    await expect(resolveDeliveryAddress(new URL("http://169.254.169.254/latest/meta-data"), false)).rejects.toThrow(
      "169.254.169.254 is a link-local address (169.254.169.254); allow private networks for this endpoint to send to it",
    );
  });

  it("refuses a host that cannot be found", async () => {
    await expect(resolveDeliveryAddress(new URL("https://no-such-host.invalid/"), true)).rejects.toThrow(
      "The host no-such-host.invalid could not be found",
    );
  });
});
