// Per-client limits count IPv4 addresses one by one and IPv6 addresses by their /64.
import { describe, expect, it } from "vitest";
import { clientNetwork } from "@/lib/http/client-network";

describe("client networks", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys IPv6 addresses by their /64, however they are written", () => {
    const same = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:9",
      "2001:db8:1:2:a::192.0.2.1",
    ];
    expect(new Set(same.map(clientNetwork))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address alone", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
    expect(clientNetwork("invalid:abc")).toBe("invalid:abc");
  });
});
