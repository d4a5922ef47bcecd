/**
 * The asynchronous field checks of a form (the VAT number check, the postcode lookup) and the spec's wait
 * for them: "the product waits for asynchronous checks to finish (polling every 50 ms)" (spec sections 5
 * and 9). While a check runs the form does not count as valid and is not posted; the form toolkit
 * (app/components/form/account-form.tsx) holds a submit, polls until every check has settled, then goes on.
 * No React and no DOM: a check is a promise, or a function that says whether it still runs.
 */

/** The field validation poll (spec section 9). */
export const CHECK_POLL_MS = 50;
/**
 * A check that has not settled after this long no longer holds the form: the server checks again on
 * submit, and a check that fails technically counts as valid (spec section 5). The form never blocks.
 */
export const CHECK_WAIT_MAX_MS = 10_000;

export interface PendingChecks {
  /** Counts `work` as a running check until it settles (fulfilled or rejected); returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Adds a check that says itself whether it runs (e.g. a debounced lookup); returns its removal. */
  watch(isRunning: () => boolean): () => void;
  /** Whether any check runs now. */
  running(): boolean;
  /**
   * Resolves once no check runs: at once when none does, else at the first poll (every CHECK_POLL_MS)
   * that finds none, or after CHECK_WAIT_MAX_MS.
   */
  settled(): Promise<void>;
}

export function pendingChecks(): PendingChecks {
  let inflight = 0;
  const watched = new Set<() => boolean>();
  const running = () => inflight > 0 || [...watched].some((isRunning) => isRunning());
  return {
    track(work) {
      inflight++;
      const done = () => void inflight--;
      work.then(done, done);
      return work;
    },
    watch(isRunning) {
      watched.add(isRunning);
      return () => void watched.delete(isRunning);
    },
    running,
    settled() {
      if (!running()) return Promise.resolve();
      return new Promise((resolve) => {
        let waited = 0;
        const poll = setInterval(() => {
          waited += CHECK_POLL_MS;
          if (running() && waited < CHECK_WAIT_MAX_MS) return;
          clearInterval(poll);
          resolve();
        }, CHECK_POLL_MS);
      });
    },
  };
}
