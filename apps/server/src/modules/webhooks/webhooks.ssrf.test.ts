import { describe, expect, it } from "vitest";
import { BlockedAddressError, blockedKind, checkHost, guardedLookup, isRefused } from "./webhooks.ssrf.ts";

describe("webhook destination addresses", () => {
  it("refuses loopback, private, link-local, CGNAT, unspecified, multicast and metadata, in every IPv6 form", () => {
    const cases: [string, string][] = [
      ["127.0.0.1", "loopback"],
      ["127.255.255.254", "loopback"],
      ["::1", "loopback"],
      ["0:0:0:0:0:0:0:1", "loopback"],
      ["::ffff:127.0.0.1", "loopback"],
      ["::ffff:7f00:1", "loopback"],
      ["[::ffff:7f00:1]", "loopback"],
      ["::127.0.0.1", "loopback"],
      ["64:ff9b::7f00:1", "loopback"],
      ["10.0.0.1", "private"],
      ["172.16.0.1", "private"],
      ["172.31.255.255", "private"],
      ["192.168.1.10", "private"],
      ["::ffff:10.1.2.3", "private"],
      ["::ffff:c0a8:101", "private"],
      ["fc00::1", "private"],
      ["fdff:ffff::1", "private"],
      ["169.254.0.5", "link-local"],
      ["fe80::1", "link-local"],
      ["fe80::1%eth0", "link-local"],
      ["febf::1", "link-local"],
      ["169.254.169.254", "metadata"],
      ["::ffff:169.254.169.254", "metadata"],
      ["::ffff:a9fe:a9fe", "metadata"],
      ["fd00:ec2::254", "metadata"],
      ["100.64.0.1", "cgnat"],
      ["100.127.255.254", "cgnat"],
      ["0.0.0.0", "unspecified"],
      ["0.1.2.3", "unspecified"],
      ["::", "unspecified"],
      ["224.0.0.1", "multicast"],
      ["239.255.255.250", "multicast"],
      ["ff02::1", "multicast"],
      ["255.255.255.255", "reserved"],
      ["not-an-ip", "reserved"],
    ];
    for (const [ip, kind] of cases) expect(blockedKind(ip), ip).toBe(kind);
  });

  it("lets public addresses through", () => {
    for (const ip of [
      "8.8.8.8",
      "93.184.216.34",
      "172.15.255.255",
      "172.32.0.1",
      "100.63.255.255",
      "100.128.0.1",
      "169.253.0.1",
      "192.169.0.1",
      "2606:4700:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ]) {
      expect(blockedKind(ip), ip).toBeNull();
    }
  });

  it("lets only loopback through with the development switch", () => {
    expect(isRefused("127.0.0.1", true)).toBeNull();
    expect(isRefused("::1", true)).toBeNull();
    expect(isRefused("::ffff:127.0.0.1", true)).toBeNull();
    expect(isRefused("10.0.0.1", true)).toBe("private");
    expect(isRefused("169.254.169.254", true)).toBe("metadata");
    expect(isRefused("127.0.0.1", false)).toBe("loopback");
  });

  it("resolves a name once and hands the connection exactly the checked addresses", async () => {
    const refused = await new Promise<unknown>((resolve) =>
      guardedLookup(false)("localhost", { all: true }, (err) => resolve(err)),
    );
    expect(refused).toBeInstanceOf(BlockedAddressError);
    expect((refused as BlockedAddressError).detail).toMatch(/^localhost → .* \(loopback\)$/);

    const single = await new Promise<{ address: unknown; family: unknown }>((resolve, reject) =>
      guardedLookup(true)("localhost", { family: 4 }, (err, address, family) =>
        err ? reject(err) : resolve({ address, family }),
      ),
    );
    expect(single).toEqual({ address: "127.0.0.1", family: 4 });
    const all = await new Promise<unknown>((resolve, reject) =>
      guardedLookup(true)("localhost", { all: true }, (err, addresses) =>
        err ? reject(err) : resolve(addresses),
      ),
    );
    expect(Array.isArray(all) && all.length > 0).toBe(true);

    expect(await checkHost("localhost", false)).toBeInstanceOf(BlockedAddressError);
    expect(await checkHost("[::1]", false)).toBeInstanceOf(BlockedAddressError);
    expect(await checkHost("127.0.0.1", true)).toBeNull();
  });
});
