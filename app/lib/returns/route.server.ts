/**
 * Loader and action of the shopper's return page (docs/decisions/038), shared by the account route
 * (/account/orders/{order}/retour/) and the guest route (/retour/{order}/): the same API answers both, for the
 * order's customer or the browser that placed it; anyone else gets the same "not found" page.
 */
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { orderNumberOf } from "../../kernel/patterns";
import { ApiError } from "../api/client";
import { orRouteError } from "../api/route-errors";
import { edgeContext } from "../context";
import { returnRequestFromForm } from "./form";
import { RETURN_MESSAGES } from "./messages";

const NOT_FOUND = "Deze bestelling kunnen we niet vinden.";

export async function loadReturnPage(context: Readonly<RouterContextProvider>, param: string | undefined) {
  const number = orderNumberOf(param);
  if (!number) throw data(NOT_FOUND, { status: 404 });
  const page = await orRouteError(context.get(edgeContext).api.order.returns(number), NOT_FOUND);
  // A fresh key per page view: one return per submitted form, a double submit makes none extra.
  return { page, idempotencyKey: crypto.randomUUID().replace(/-/gu, "") };
}

export type ReturnActionData = { ok: true; message: string; number: string } | { ok: false; message: string; fields?: Record<string, string> };

export async function submitReturn(context: Readonly<RouterContextProvider>, param: string | undefined, request: Request) {
  const number = orderNumberOf(param);
  if (!number) throw data(NOT_FOUND, { status: 404 });
  const body = returnRequestFromForm(await request.formData());
  try {
    const created = await context.get(edgeContext).api.order.startReturn(number, body);
    return { ok: true, message: created.message, number: created.return.number } satisfies ReturnActionData;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 404) {
      return data({ ok: false, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } satisfies ReturnActionData, { status: error.status === 429 ? 429 : 422 });
    }
    if (error instanceof ApiError && error.status === 404) throw data(NOT_FOUND, { status: 404 });
    return data({ ok: false, message: RETURN_MESSAGES.invalid } satisfies ReturnActionData, { status: 500 });
  }
}
