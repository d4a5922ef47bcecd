/**
 * The review form posted to the product route's action (intent "review"): without JavaScript the whole
 * flow, since the hydrated form posts to the API itself. Validates with the form's schema, builds the
 * spec's Review payload from D1's product (never from the post) and sends it through the in-process API.
 * A refusal keeps the entries (not the honeypot) with its 4xx status without JavaScript, 200 with js=1.
 */
import { data } from "react-router";
import type { ApiClient } from "../api/server-client";
import { ApiError } from "../api/client";
import type { ReviewPosted } from "../api/types/catalog";
import { fieldErrors } from "../form/field-errors";
import { createLogger } from "../log";
import { REVIEW_HONEYPOT } from "./constants";
import { REVIEW_MESSAGES } from "./messages";
import { reviewFormSchema, toReviewPayload } from "../schemas/review";
import { reviewPostPath } from "./query";
import { REVIEW_INTENT, type ReviewFormState } from "./state";

function entries(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && k !== "js" && k !== "intent") out[k] = v;
  return out;
}

export async function runReviewForm(api: ApiClient, slug: string, form: FormData, requestId?: string) {
  const js = form.get("js") === "1";
  const values = entries(form);
  const { [REVIEW_HONEYPOT]: _trap, ...echo } = values;
  const refuse = (status: number, state: Omit<ReviewFormState, "intent" | "ok" | "values">) =>
    data<ReviewFormState>({ intent: REVIEW_INTENT, ok: false, values: echo, ...state }, { status: js ? 200 : status });

  const parsed = reviewFormSchema.safeParse(values);
  if (!parsed.success) return refuse(422, { errors: fieldErrors(parsed.error) });
  try {
    const product = await api.catalog.product(slug);
    const posted = await api.send<ReviewPosted>("POST", reviewPostPath(product.id), toReviewPayload(values, product));
    return data<ReviewFormState>({ intent: REVIEW_INTENT, ok: true, message: posted.message }, { status: 200 });
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
      return refuse(err.status, { message: err.message, errors: err.fields });
    }
    createLogger({ request_id: requestId }).error("review post failed", { error: String(err) });
    return refuse(503, { message: REVIEW_MESSAGES.failed });
  }
}
