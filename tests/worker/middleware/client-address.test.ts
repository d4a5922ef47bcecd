import { describe, expect, it } from "vitest";
import { clientAddressKey } from "../../../worker/middleware/rate-limit";

describe("clientAddressKey: the key a client address counts under (IPv6 by /64)", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("gives two addresses of one /64 the same key, and neighbouring /64s different ones", () => {
    const a = clientAddressKey("2001:db8:1:2:aaaa::1");
    expect(a).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8:1:2:bbbb::2")).toBe(a);
    expect(clientAddressKey("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientAddressKey("2001:db8:1:3:aaaa::1")).toBe("2001:db8:1:3::/64");
    expect(clientAddressKey("2001:db8:1:3:aaaa::1")).not.toBe(a);
  });

  it("expands '::' wherever it stands", () => {
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("2001:db8:0:0:1::")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("::")).toBe("0:0:0:0::/64");
    expect(clientAddressKey("2001::1:2:3:4:5")).toBe("2001:0:0:1::/64");
    expect(clientAddressKey("2001:db8:1::2:3:4")).toBe("2001:db8:1:0::/64");
    // '::' between the prefix's own groups: the missing groups are zeros, not the ones after it.
    expect(clientAddressKey("2001:db8::5:6:7:8")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("answers an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(clientAddressKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads a dotted IPv4 tail of another IPv6 address as its last two groups", () => {
    expect(clientAddressKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64");
  });

  it("keys something that is no address by itself (bounded), without throwing", () => {
    for (const raw of ["not-an-ip", "1:2:3", "1::2::3", "12345::1", "1:2:3:4:5:6:7:8:9", "203.0.113.256", ":::", "1.2.3.4::", "g::1"]) {
      expect(clientAddressKey(raw)).toBe(raw);
    }
    expect(clientAddressKey("x".repeat(500))).toHaveLength(100);
  });
});
