import { describe, expect, it } from "vitest";
import { AddressPolicy, isPublicAddress, parseAllowList } from "./address-policy.ts";

// Only judgements: nothing here opens a connection (and "localhost" resolves from /etc/hosts).
describe("address policy", () => {
  it("tells public addresses from this host's, its networks' and metadata services', in every notation", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    const notPublic = [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.100.100.200",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00:ec2::254",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a00:1",
      "2002:a00:1::1",
      "::127.0.0.1",
      "not an address",
    ];
    for (const address of notPublic) expect(isPublicAddress(address), address).toBe(false);
  });

  it("allows what the allow-list names: a host by name, addresses and CIDRs (IPv4-mapped ones too)", () => {
    const policy = new AddressPolicy({ allowed: ["127.0.0.1", "10.0.0.0/8", "hooks.internal", "::1"], hint: "set ALLOWED" });
    expect(policy.refusal("127.0.0.1", "127.0.0.1")).toBeNull();
    expect(policy.refusal("x", "10.9.8.7")).toBeNull();
    expect(policy.refusal("x", "::ffff:10.9.8.7")).toBeNull();
    expect(policy.refusal("hooks.internal", "192.168.0.5")).toBeNull();
    expect(policy.refusal("x", "::1")).toBeNull();
    expect(policy.refusal("x", "8.8.8.8")).toBeNull();
    const refused = policy.refusal("other.internal", "192.168.0.5");
    expect(refused?.message).toBe("192.168.0.5 is not a public address (set ALLOWED)");
    expect(policy.refusal("x", "127.0.0.2")).not.toBeNull();
    expect(new AddressPolicy({ allowPrivate: true, hint: "" }).refusal("x", "169.254.169.254")).toBeNull();
  });

  it("checks a host before a URL is accepted: literals as they are, names by what they resolve to", async () => {
    const policy = new AddressPolicy({ hint: "not allowed here" });
    expect(await policy.check("169.254.169.254", 1000)).toEqual({ ok: false, unresolved: false, problem: "169.254.169.254 is not a public address (not allowed here)" });
    const local = await policy.check("localhost", 2000);
    expect(local.ok).toBe(false);
    if (!local.ok) expect(local.problem).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);
    expect(await policy.check("93.184.215.14", 1000)).toEqual({ ok: true, addresses: ["93.184.215.14"] });
    expect(await new AddressPolicy({ allowed: ["localhost"], hint: "" }).check("localhost", 2000)).toMatchObject({ ok: true });
    // Resolution is the system's (here a stand-in: no test sends a DNS query to this machine's private resolver).
    const answers: Record<string, string[]> = { "hooks.example.com": ["93.184.215.14"], "rebound.example.com": ["93.184.215.14", "10.0.0.7"] };
    const resolve = async (host: string) => {
      if (!answers[host]) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
      return answers[host]!;
    };
    const stubbed = new AddressPolicy({ hint: "no", resolve });
    expect(await stubbed.check("hooks.example.com", 1000)).toEqual({ ok: true, addresses: ["93.184.215.14"] });
    expect(await stubbed.check("rebound.example.com", 1000)).toEqual({ ok: false, unresolved: false, problem: "rebound.example.com resolves to 10.0.0.7, which is not a public address (no)" });
    expect(await stubbed.check("nowhere.example.com", 1000)).toEqual({ ok: false, unresolved: true, problem: "nowhere.example.com does not resolve: ENOTFOUND" });
  });

  it("refuses allow-list items that are neither hosts nor addresses nor CIDRs", () => {
    expect(parseAllowList(["127.0.0.1", "10.0.0.0/8", "fd00::/8", "localhost", "hooks.example.com."])).toEqual([]);
    expect(parseAllowList(["10.0.0.0/33", "host/8", "a/b/c", "exa mple", "-bad.com"])).toEqual([
      "10.0.0.0/33: the prefix length is out of range",
      "host/8: not a host name, an address or a CIDR",
      "a/b/c: not a host name, an address or a CIDR",
      "exa mple: not a host name, an address or a CIDR",
      "-bad.com: not a host name, an address or a CIDR",
    ]);
  });
});
