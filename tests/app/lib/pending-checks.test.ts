/**
 * The wait for asynchronous field checks (app/lib/form/pending-checks.ts; spec sections 5 and 9: polling
 * every 50 ms), on a controlled clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECK_POLL_MS, CHECK_WAIT_MAX_MS, pendingChecks } from "../../../app/lib/form/pending-checks";

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("pendingChecks", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** Whether `settled()` has resolved after the clock moved by `ms`. */
  async function settledAfter(ms: number, state: { done: boolean }) {
    await vi.advanceTimersByTimeAsync(ms);
    return state.done;
  }
  const follow = (wait: Promise<void>) => {
    const state = { done: false };
    void wait.then(() => (state.done = true));
    return state;
  };

  it("the poll is the spec's 50 ms", () => {
    expect(CHECK_POLL_MS).toBe(50);
  });

  it("settles at once when no check runs", async () => {
    const checks = pendingChecks();
    expect(checks.running()).toBe(false);
    const state = follow(checks.settled());
    expect(await settledAfter(0, state)).toBe(true);
  });

  it("a tracked check holds the form until it settles; the next 50 ms poll lets it go", async () => {
    const checks = pendingChecks();
    const vat = deferred<boolean>();
    const tracked = checks.track(vat.promise);
    expect(tracked).toBe(vat.promise);
    expect(checks.running()).toBe(true);
    const state = follow(checks.settled());
    expect(await settledAfter(1_000, state)).toBe(false);
    vat.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks.running()).toBe(false);
    expect(state.done, "not before the next poll").toBe(false);
    expect(await settledAfter(CHECK_POLL_MS, state)).toBe(true);
  });

  it("a check that fails counts as settled too", async () => {
    const checks = pendingChecks();
    const lookup = deferred<void>();
    void checks.track(lookup.promise).catch(() => undefined);
    const state = follow(checks.settled());
    lookup.reject(new Error("503"));
    expect(await settledAfter(CHECK_POLL_MS, state)).toBe(true);
  });

  it("a watched check (a debounced lookup) is polled until it says it is done; its removal ends it too", async () => {
    const checks = pendingChecks();
    let busy = true;
    const remove = checks.watch(() => busy);
    const state = follow(checks.settled());
    expect(await settledAfter(5 * CHECK_POLL_MS, state)).toBe(false);
    busy = false;
    expect(await settledAfter(CHECK_POLL_MS, state)).toBe(true);
    busy = true;
    expect(checks.running()).toBe(true);
    remove();
    expect(checks.running()).toBe(false);
  });

  it("waits for every check: two running, one done is not enough", async () => {
    const checks = pendingChecks();
    const vat = deferred<void>();
    const postcode = deferred<void>();
    void checks.track(vat.promise);
    void checks.track(postcode.promise);
    const state = follow(checks.settled());
    vat.resolve();
    expect(await settledAfter(3 * CHECK_POLL_MS, state)).toBe(false);
    postcode.resolve();
    expect(await settledAfter(CHECK_POLL_MS, state)).toBe(true);
  });

  it("a check that never settles holds the form no longer than CHECK_WAIT_MAX_MS", async () => {
    const checks = pendingChecks();
    void checks.track(new Promise(() => undefined));
    const state = follow(checks.settled());
    expect(await settledAfter(CHECK_WAIT_MAX_MS - CHECK_POLL_MS, state)).toBe(false);
    expect(await settledAfter(CHECK_POLL_MS, state)).toBe(true);
  });
});
