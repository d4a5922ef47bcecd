/**
 * Deferred loader data that is already there (docs/decisions/023, "Deferred data that is already there").
 * A loader hands below-the-fold data on as a promise, so the first bytes never wait for it; React then
 * streams it in a Suspense boundary of its own and React Router sends it as a deferred chunk of loader data.
 * When the read was answered from the render memo, the data is there before the shell is written, and
 * streaming it only costs the render: a boundary to complete later, a `$RC` swap and a second data chunk.
 */

/**
 * `pending`'s value when it settles before the next task (a read answered from the isolate's copy), else
 * null: then the caller hands the promise itself on, to stream after the shell as before. A rejection
 * counts as not ready (the promise carries it to the page's error element).
 */
export async function readyNow<T>(pending: Promise<T>): Promise<{ value: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const nextTask = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), 0);
  });
  try {
    return await Promise.race([pending.then((value) => ({ value }), () => null), nextTask]);
  } finally {
    clearTimeout(timer);
  }
}
