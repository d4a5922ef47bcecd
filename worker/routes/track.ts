/**
 * GET /volg-pakket/{order}/{code}/ (docs/decisions/036): forwards to the carrier's public track page of that
 * parcel, with the delivery postcode the page needs. The chat links only same-site paths (ADR 019), so its
 * order answer links here. The redirect target is built from the stored parcel, never from the request; an
 * order number and code that do not belong together answer the same 404 as a missing order.
 */
import { Hono } from "hono";
import { isOrderNumber } from "../../app/kernel/patterns";
import { normalizeTrackingCode } from "../../app/kernel/carriers";
import type { AppEnv } from "../env";
import { shipmentsOfOrder } from "../store/backoffice/shipments";

export const trackApp = new Hono<AppEnv>();

const NOT_FOUND = "Dit pakket kunnen we niet vinden. Controleer de link in je e-mail of neem contact op met onze klantenservice.";

trackApp.get("/volg-pakket/:number/:code/", async (c) => {
  const number = c.req.param("number");
  const code = normalizeTrackingCode(c.req.param("code"));
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  const notFound = () => new Response(NOT_FOUND, { status: 404, headers: { ...headers, "Content-Type": "text/plain; charset=UTF-8" } });
  if (!isOrderNumber(number) || !/^[A-Z0-9]{4,40}$/u.test(code)) return notFound();
  const order = await c.env.DB.prepare("SELECT id FROM orders WHERE number = ?1 AND status = 'paid'").bind(number).first<{ id: number }>();
  const parcel = order ? (await shipmentsOfOrder(c.env.DB, order.id)).find((s) => s.tracking_code === code) : undefined;
  if (!parcel) return notFound();
  return new Response(null, { status: 302, headers: { ...headers, Location: parcel.tracking_url } });
});
