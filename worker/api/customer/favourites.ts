/**
 * /v1/customer/favourites: the favourites kept in the account (the browser keeps a guest's list and merges
 * it once per session after login, then mirrors each toggle with PUT). Unknown product ids are dropped.
 */
import { Hono } from "hono";
import type { Favourites } from "../../../app/lib/api/types/account";
import { favouritesSchema } from "../../../app/lib/schemas/account";
import type { AppEnv } from "../../env";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { listFavourites, mergeFavourites, replaceFavourites } from "../../store/favourites";
import { requireCustomer } from "./session";

export const favouritesRoutes = new Hono<AppEnv>();

const nowS = () => Math.floor(Date.now() / 1000);

favouritesRoutes.use("/favourites", async (c, next) => {
  await requireCustomer(c);
  await next();
});
favouritesRoutes.use("/favourites/*", async (c, next) => {
  await requireCustomer(c);
  await next();
});

favouritesRoutes.get("/favourites", async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok<Favourites>(c, { ids: await listFavourites(c.env.DB, customerId) });
});

/** PUT: replace the list (idempotent). */
favouritesRoutes.put("/favourites", zv("json", favouritesSchema, { code: "invalid_favourites" }), async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok<Favourites>(c, { ids: await replaceFavourites(c.env.DB, customerId, c.req.valid("json").ids, nowS()) });
});

/** POST /merge: union with the browser's list (idempotent), answers the list. */
favouritesRoutes.post("/favourites/merge", zv("json", favouritesSchema, { code: "invalid_favourites" }), async (c) => {
  const { customerId } = await requireCustomer(c);
  return ok<Favourites>(c, { ids: await mergeFavourites(c.env.DB, customerId, c.req.valid("json").ids, nowS()) });
});
