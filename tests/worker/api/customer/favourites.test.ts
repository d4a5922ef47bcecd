/**
 * Favourites in the account (ADR 016): read, replace, merge (union) for the logged-in
 * customer only; unknown product ids are dropped; each customer sees only their own list.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Favourites } from "../../../../app/lib/api/types/account";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { catalogData, seedCatalog } from "../../../helpers/catalog";
import { seedD1 } from "../../../helpers/seed";

const [a, b, c, d] = catalogData.products.map((p) => p.id);
const UNKNOWN = 987654;

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
});

describe("/v1/customer/favourites", () => {
  it("anonymous: 401 on read, replace and merge", async () => {
    const v = new Visitor();
    for (const [method, path, body] of [
      ["GET", "/v1/customer/favourites", undefined],
      ["PUT", "/v1/customer/favourites", { ids: [a] }],
      ["POST", "/v1/customer/favourites/merge", { ids: [a] }],
    ] as const) {
      const res = await v.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error?.code).toBe("not_logged_in");
    }
  });

  it("a new account has none; merge is a union (idempotent), newest first, unknown ids dropped", async () => {
    const { visitor } = await registerAndLogin();
    expect((await visitor.call<Favourites>("GET", "/v1/customer/favourites")).body.data).toEqual({ ids: [] });
    const first = await visitor.call<Favourites>("POST", "/v1/customer/favourites/merge", { ids: [a, b, UNKNOWN] });
    expect(first.status).toBe(200);
    expect(first.body.data.ids).toEqual([a, b]);
    const second = await visitor.call<Favourites>("POST", "/v1/customer/favourites/merge", { ids: [b, c] });
    expect([...second.body.data.ids].sort()).toEqual([a, b, c].sort());
    expect(second.body.data.ids[0]).toBe(c);
    const again = await visitor.call<Favourites>("POST", "/v1/customer/favourites/merge", { ids: [b, c] });
    expect(again.body.data.ids).toEqual(second.body.data.ids);
  });

  it("PUT replaces the list (a removed favourite is gone) and GET reads it back", async () => {
    const { visitor } = await registerAndLogin();
    await visitor.call("PUT", "/v1/customer/favourites", { ids: [a, b, c] });
    const put = await visitor.call<Favourites>("PUT", "/v1/customer/favourites", { ids: [c, d, UNKNOWN] });
    expect(put.status).toBe(200);
    expect([...put.body.data.ids].sort()).toEqual([c, d].sort());
    expect((await visitor.call<Favourites>("GET", "/v1/customer/favourites")).body.data.ids).toEqual(put.body.data.ids);
    const empty = await visitor.call<Favourites>("PUT", "/v1/customer/favourites", { ids: [] });
    expect(empty.body.data.ids).toEqual([]);
  });

  it("each customer sees only their own list", async () => {
    const one = await registerAndLogin();
    const two = await registerAndLogin();
    await one.visitor.call("PUT", "/v1/customer/favourites", { ids: [a] });
    await two.visitor.call("PUT", "/v1/customer/favourites", { ids: [b] });
    expect((await one.visitor.call<Favourites>("GET", "/v1/customer/favourites")).body.data.ids).toEqual([a]);
    expect((await two.visitor.call<Favourites>("GET", "/v1/customer/favourites")).body.data.ids).toEqual([b]);
  });

  it.each([[{ ids: "1,2" }], [{ ids: [1.5] }], [{ ids: [-1] }], [{}], [{ ids: Array.from({ length: 201 }, (_, i) => i + 1) }]])(
    "a bad body %j: 422 with a Dutch message, the list unchanged",
    async (body) => {
      const { visitor } = await registerAndLogin();
      await visitor.call("PUT", "/v1/customer/favourites", { ids: [a] });
      const res = await visitor.call("PUT", "/v1/customer/favourites", body);
      expect(res.status).toBe(422);
      expect(res.body.error?.code).toBe("invalid_favourites");
      expect(res.body.error?.message).toMatch(/[Ff]avorieten|[Pp]roduct/u);
      expect((await visitor.call<Favourites>("GET", "/v1/customer/favourites")).body.data.ids).toEqual([a]);
    },
  );
});
