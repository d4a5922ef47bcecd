import { RouterContextProvider, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import * as build from "virtual:react-router/server-build";
import { createApiClient } from "../../app/lib/api/server-client";
import { createBeheerClient } from "../../app/lib/api/beheer-client";
import { edgeContext } from "../../app/lib/context";
import { STRINGS } from "../../app/lib/constants";
import { setLogSink } from "../../app/lib/log";

function loadContext(nonce: string) {
  const ctx = new RouterContextProvider();
  ctx.set(edgeContext, {
    api: createApiClient(() => Promise.reject(new Error("no api in this test"))),
    beheer: createBeheerClient(() => Promise.reject(new Error("no api in this test"))),
    staff: null,
    nonce,
    requestId: "test-request",
    session: null,
    newsletterActionUrl: null,
  });
  return ctx;
}

/** The error rendering throws: every part of the broken router context but `errors` throws it. */
const failure = new Error("route tree is broken");

/** A router context whose rendering throws `failure` (its route tree is broken). */
function brokenContext(errors: Record<string, unknown> | null): EntryContext {
  const throwing = <T extends object>(target: T, allowed: string) =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === allowed || typeof prop === "symbol" || prop === "then") return Reflect.get(t, prop);
        throw failure;
      },
    });
  return throwing({ staticHandlerContext: throwing({ errors }, "errors") }, "staticHandlerContext") as unknown as EntryContext;
}

describe("entry.server", () => {
  const handleRequest = build.entry.module.default as (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
    loadContext: RouterContextProvider,
  ) => Promise<Response>;

  it("shows 'An error occurred while showing the error page' with a link home when the error page itself fails", async () => {
    const res = await handleRequest(
      new Request("https://droomnest.test/kapot/"),
      500,
      new Headers(),
      brokenContext({ root: new Error("first failure") }),
      loadContext("abc123"),
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(STRINGS.errorPageFailed);
    expect(html).toContain('<a href="/">');
    expect(html).toContain('lang="nl"');
  });

  it("lets React Router render the error boundary when a normal page fails (first failure is rethrown)", async () => {
    await expect(
      handleRequest(new Request("https://droomnest.test/kapot/"), 200, new Headers(), brokenContext(null), loadContext("abc123")),
    ).rejects.toBe(failure);
  });

  it("logs the failing error page with the request id", async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    try {
      await handleRequest(new Request("https://droomnest.test/kapot/"), 500, new Headers(), brokenContext({ root: new Error("first failure") }), loadContext("abc123"));
    } finally {
      restore();
    }
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual({
      level: "error",
      msg: "error page failed",
      request_id: "test-request",
      error: String(failure),
    });
  });
});
