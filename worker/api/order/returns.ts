/**
 * /v1/order/{number}/returns (docs/decisions/038): the return page's data and starting a return, for the
 * order's customer (session) or the browser that placed it (the order-access cookie, ./access.ts). Anyone
 * else gets the one 404 of orders. POST: zod with Dutch errors, CSRF (the app's middleware), a limit per
 * client address, idempotent per key.
 */
import { Hono } from "hono";
import type { ReturnCreated, ReturnPage } from "../../../app/lib/api/types/returns";
import { isOrderNumber } from "../../../app/kernel/patterns";
import { RETURN_RATE_LIMIT } from "../../../app/lib/returns/constants";
import { RETURN_MESSAGES } from "../../../app/lib/returns/messages";
import { returnRequestSchema } from "../../../app/lib/schemas/returns";
import type { AppEnv } from "../../env";
import { mailAdapter, mailLinkOrigin } from "../../edge/mail";
import { returnOrderByNumber, returnPage, startReturn } from "./returns-service";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { clientIp, rateLimits } from "../../middleware/rate-limit";
import { mayAccess, orderNotFound } from "./access";
import type { Context } from "hono";

export const orderReturnsApi = new Hono<AppEnv>();

const nowS = () => Math.floor(Date.now() / 1000);

async function accessibleOrder(c: Context<AppEnv>) {
  const number = c.req.param("number") ?? "";
  const order = isOrderNumber(number) ? await returnOrderByNumber(c.env.DB, number) : null;
  if (!order || !(await mayAccess(c, order))) throw orderNotFound();
  return order;
}

orderReturnsApi.get("/:number/returns", async (c) => {
  const order = await accessibleOrder(c);
  return ok<ReturnPage>(c, await returnPage(c.env.DB, order, nowS()));
});

orderReturnsApi.post(
  "/:number/returns",
  rateLimits({ name: "order-return-ip", ...RETURN_RATE_LIMIT, key: clientIp }),
  zv("json", returnRequestSchema, { fields: true }),
  async (c) => {
    const order = await accessibleOrder(c);
    const log = logFor(c);
    const result = await startReturn(c.env.DB, mailAdapter(c.env, { log }), {
      order,
      request: c.req.valid("json"),
      now: nowS(),
      origin: mailLinkOrigin(c.env),
    });
    log.info("return requested", { return: result.ret.number, kind: result.ret.kind, new: result.created });
    return ok<ReturnCreated>(c, { return: result.ret, message: RETURN_MESSAGES.created }, result.created ? 201 : 200);
  },
);
