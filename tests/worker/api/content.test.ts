import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { contentSchemas, type ContentKey } from "../../../app/lib/schemas/content";
import { clearKv } from "../../helpers/kv";
import { worker } from "../../helpers/http";
import { seedContent, seedD1 } from "../../helpers/seed";

const KEYS = Object.keys(contentSchemas) as ContentKey[];

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body).toEqual({ error: { code: "content_not_found", message: expect.any(String) } });
  return body;
}

// Tests in this file run in order: first against the empty (migrated) D1, then after seeding.
describe("before seeding", () => {
  it.each(KEYS)("/v1/content/%s -> 404 JSON", async (key) => {
    const body = await expectNotFound(await worker(`/v1/content/${key}`));
    expect(body.error.message).toContain(key);
  });
});

describe("after seeding", () => {
  beforeAll(async () => {
    await clearKv();
    await seedD1();
  });

  it("the seed holds a document for every content key", () => {
    expect(Object.keys(seedContent).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)("/v1/content/%s -> 200 {data} with the seeded document, valid against its schema", async (key) => {
    const res = await worker(`/v1/content/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
    const body = (await res.json()) as { data: unknown };
    expect(Object.keys(body)).toEqual(["data"]);
    expect(body.data).toEqual(seedContent[key]);
    expect(contentSchemas[key].safeParse(body.data).success).toBe(true);
  });

  it.each(["unknown", "Navigation", "navigation2", "__proto__", "constructor", "x".repeat(300)])("/v1/content/%s -> 404 JSON", async (key) => {
    const body = await expectNotFound(await worker(`/v1/content/${key}`));
    expect(body.error.message.length).toBeLessThan(120);
  });

  it("a deleted document answers 404 again", async () => {
    await env.DB.prepare("DELETE FROM content WHERE key = 'textpage'").run();
    await expectNotFound(await worker("/v1/content/textpage"));
  });

  it("only GET is routed", async () => {
    const res = await worker("/v1/content/navigation", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://droomnest.test" },
      body: "{}",
    });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
