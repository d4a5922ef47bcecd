import { Hono } from "hono";
import { contentSchemas, type ContentKey } from "../../app/lib/schemas/content";
import type { AppEnv } from "../env";
import { readContent } from "../store/content";
import { apiError } from "./errors";

/** /v1/content: the shell's content documents (spec section 7, Content). */
export const contentApi = new Hono<AppEnv>();

const KEYS = Object.keys(contentSchemas) as ContentKey[];

for (const key of KEYS) {
  contentApi.get(`/${key}`, async (c) => {
    const body = await readContent(c.env.DB, key);
    if (body === null) return apiError(c, 404, "content_not_found", `Content '${key}' is not available.`);
    // The seed validated the document; it is passed through as stored.
    return c.body(`{"data":${body}}`, 200, { "Content-Type": "application/json; charset=UTF-8" });
  });
}

contentApi.get("/:key", (c) =>
  apiError(c, 404, "content_not_found", `Unknown content '${c.req.param("key").slice(0, 64)}'.`),
);
