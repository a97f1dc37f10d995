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

  it("refuses addresses that embed or tunnel another (NAT64, 6to4, Teredo)", () => {
    for (const address of ["64:ff9b::7f00:1", "2002:7f00:1::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2"]) {
      expect(refusedRange(address), address).not.toBeNull();
    }
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "lets the public address %s through",
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );
});

describe("resolveDeliveryAddress", () => {
  it("refuses a loopback host, named or written as an address, unless private networks are allowed", async () => {
    for (const url of ["http://127.0.0.1:9/", "http://[::1]/", "http://[::ffff:127.0.0.1]/", "http://2130706433/", "http://localhost/"]) {
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
