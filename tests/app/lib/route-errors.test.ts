import { describe, expect, it } from "vitest";
import { ApiError } from "../../../app/lib/api/client";
import { isNotFound, orRouteError, throwRouteError } from "../../../app/lib/api/route-errors";

/** What a loader throws for this failure. */
async function thrownBy(promise: Promise<unknown>, notFoundMessage?: string): Promise<unknown> {
  try {
    await orRouteError(promise, notFoundMessage);
  } catch (err) {
    return err;
  }
  throw new Error("expected orRouteError to throw");
}

describe("route error mapping", () => {
  it("a 404 from the API becomes a 404 route error with the page's own message", async () => {
    const thrown = await thrownBy(Promise.reject(new ApiError(404, "page_not_found", "Deze pagina bestaat niet (meer).")), "Dit product bestaat niet.");
    // React Router turns a thrown data() into the route's error response with this status.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: "Dit product bestaat niet.", init: { status: 404 } });
  });

  it.each([
    [400, "invalid_filter", "Onbekend filter: 'x'."],
    [404, "category_not_found", "Deze categorie bestaat niet."],
    [429, "rate_limited", "Te veel verzoeken."],
  ])("a %i ApiError keeps its status and Dutch message", async (status, code, message) => {
    const thrown = await thrownBy(Promise.reject(new ApiError(status, code, message)));
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", data: message, init: { status } });
  });

  it.each([500, 502, 503])("a %i ApiError is rethrown as it is, never turned into a 404", async (status) => {
    const err = new ApiError(status, "upstream_unavailable", "De verbinding met de winkel is tijdelijk niet beschikbaar.");
    expect(await thrownBy(Promise.reject(err), "Deze pagina bestaat niet.")).toBe(err);
  });

  it("a network failure is rethrown as it is", async () => {
    const err = new TypeError("Network connection lost.");
    expect(await thrownBy(Promise.reject(err), "Deze pagina bestaat niet.")).toBe(err);
  });

  it("a value passes through", async () => {
    await expect(orRouteError(Promise.resolve({ title: "Over ons" }))).resolves.toEqual({ title: "Over ons" });
  });

  it("throwRouteError and isNotFound agree on what is a 404", () => {
    const notFound = new ApiError(404, "product_not_found", "Dit product bestaat niet.");
    expect(isNotFound(notFound)).toBe(true);
    expect(isNotFound(new ApiError(400, "invalid_filter", "x"))).toBe(false);
    expect(isNotFound(new Error("404"))).toBe(false);
    expect(() => throwRouteError(new Error("boom"))).toThrow("boom");
  });
});
