/**
 * Deferred loader data that is already there is written in place (app/lib/deferred.server.ts,
 * docs/decisions/023): readyNow gives the value of a promise that settles before the next task, and
 * nothing for one that waits (a D1 read) or fails, which then streams after the shell as before.
 */
import { describe, expect, it } from "vitest";
import { readyNow } from "../../../app/lib/deferred.server";

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("readyNow", () => {
  it("gives the value of a promise that settles within the current task (also after a few awaits)", async () => {
    expect(await readyNow(Promise.resolve({ count: 3 }))).toEqual({ value: { count: 3 } });
    const chained = Promise.resolve(1)
      .then((n) => n + 1)
      .then(async (n) => (await Promise.resolve(n)) + 1);
    expect(await readyNow(chained)).toEqual({ value: 3 });
    expect(await readyNow(Promise.resolve(null))).toEqual({ value: null });
  });

  it("gives nothing for a promise that waits for I/O or a timer, or that fails", async () => {
    expect(await readyNow(later("laat", 5))).toBeNull();
    const failing = Promise.reject(new Error("kapot"));
    expect(await readyNow(failing)).toBeNull();
    // The caller hands the promise on: it still settles for the page's <Await>.
    await expect(failing).rejects.toThrow("kapot");
  });
});
