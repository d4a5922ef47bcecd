/**
 * The size limit of a request body: a larger body is refused with 413 and a Dutch message before anything
 * parses it (the shop API, the back office and the Auth calls: docs/decisions/013-writes-and-hostile-input.md).
 */
import { bodyLimit } from "hono/body-limit";
import { ApiHttpError } from "../http/errors";

export const tooLargeMessage = (maxBytes: number) => `De gegevens zijn te groot (hooguit ${maxBytes / 1024} KB).`;

/** Refuses a body over `maxBytes` with 413 `payload_too_large`. */
export function bodySizeLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiHttpError(413, "payload_too_large", tooLargeMessage(maxBytes));
    },
  });
}
