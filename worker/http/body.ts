/**
 * Reads and discards what is left of a request body, up to `maxBytes` (beyond that the stream is
 * cancelled). A refused or unread body is drained before answering: left unread, the local runtime ends
 * the connection mid-request ("Network connection lost"), and cancelling a small body stalls the answer.
 */
export async function drainUnread(request: Request, maxBytes = 1024 * 1024): Promise<void> {
  if (!request.body || request.bodyUsed || request.body.locked) return;
  const reader = request.body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
      if (seen > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}
