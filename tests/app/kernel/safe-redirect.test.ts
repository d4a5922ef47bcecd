import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "../../../app/kernel/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/account/", "/account/"],
    ["/account/orders/", "/account/orders/"],
    ["/account/orders/123/", "/account/orders/123/"],
    ["/matrassen/?sort=prijs", "/matrassen/?sort=prijs"],
    ["/service/klantenservice-contact/#contactformulier", "/service/klantenservice-contact/#contactformulier"],
    ["/zoeken/?tn_q=dekbed%20wol", "/zoeken/?tn_q=dekbed%20wol"],
    ["/boxspring-comfort.html", "/boxspring-comfort.html"],
    // Normalised, and still on this site.
    ["/a/../account/", "/account/"],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("keeps the same-site path %j", (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["//evil.example"],
    ["///evil.example"],
    ["//evil.example/account/"],
    ["/\\evil.example"],
    ["/account\\..\\evil"],
    ["https://evil.example"],
    ["https://droomnest.test/account/"],
    ["http:/evil.example"],
    ["javascript:alert(1)"],
    ["JAVASCRIPT:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["%2F%2Fevil.example"],
    ["evil.example"],
    ["account/"],
    [" /account/"],
    ["/\t/evil.example"],
    ["/account/\r\nSet-Cookie: x=1"],
    ["/\u0000"],
    // Dot segments that collapse into a protocol-relative "//evil.example".
    ["/.//evil.example"],
    ["/..//evil.example"],
    ["/a/..//evil.example"],
    ["/%2e//evil.example"],
    [`/${"a".repeat(2048)}`],
  ])("rejects %j", (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it("accepts a path of exactly 2048 characters", () => {
    const target = `/${"a".repeat(2047)}`;
    expect(safeRedirectPath(target)).toBe(target);
  });
});
