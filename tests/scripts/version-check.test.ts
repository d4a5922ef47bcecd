import { describe, expect, it } from "vitest";
import { servingVersionId, uploadedVersionId, versionCheckHeaders, versionVerdict } from "../../scripts/lib/version-check";

const NEW = "5f0c1a2b-1111-4222-8333-944455556666";
const OLD = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d";

describe("the deploy's check of the new version", () => {
  it("reads the uploaded version's id from wrangler's output", () => {
    expect(uploadedVersionId(`Total Upload: 812 KiB\nWorker Startup Time: 88 ms\nUploaded droomnest (4.2 sec)\nWorker Version ID: ${NEW}\n`)).toBe(NEW);
    expect(uploadedVersionId("✘ [ERROR] A request to the Cloudflare API failed.")).toBeNull();
  });

  it("finds the version serving the traffic", () => {
    expect(servingVersionId(JSON.stringify({ id: "d", versions: [{ version_id: OLD, percentage: 100 }] }))).toBe(OLD);
    expect(servingVersionId(JSON.stringify({ versions: [{ version_id: NEW, percentage: 0 }, { version_id: OLD, percentage: 100 }] }))).toBe(OLD);
    expect(servingVersionId("not json")).toBeNull();
    expect(servingVersionId(JSON.stringify({ versions: [] }))).toBeNull();
  });

  it("sends the check to the new version with its own id", () => {
    expect(versionCheckHeaders("droomnest", NEW)).toMatchObject({ "Cloudflare-Workers-Version-Overrides": `droomnest="${NEW}"`, "X-Deploy-Check": NEW });
  });

  it("refuses a Mollie test key in production with the line that names the fix", () => {
    const line = "MOLLIE_API_KEY is not a live key (live_...) in production: wrangler secret put MOLLIE_API_KEY --env production";
    expect(versionVerdict({ data: { version: NEW, configuration: "incomplete", problems: [line] } }, NEW)).toEqual({ kind: "refused", lines: [line] });
  });

  it("refuses a development secret value", () => {
    const line = "CART_RESTORE_SECRET has the development value: wrangler secret put CART_RESTORE_SECRET --env production with a new random value";
    expect(versionVerdict({ data: { version: NEW, configuration: "incomplete", problems: [line] } }, NEW)).toEqual({ kind: "refused", lines: [line] });
  });

  it("lets a complete configuration go on", () => {
    expect(versionVerdict({ data: { version: NEW, configuration: "complete", problems: [] } }, NEW)).toEqual({ kind: "ready" });
  });

  it("asks again while the answer comes from another version or names none", () => {
    expect(versionVerdict({ data: { configuration: "complete" } }, NEW)).toEqual({ kind: "not-yet" });
    expect(versionVerdict({ data: { version: OLD, configuration: "complete", problems: [] } }, NEW)).toEqual({ kind: "not-yet" });
    expect(versionVerdict(null, NEW)).toEqual({ kind: "not-yet" });
  });
});
