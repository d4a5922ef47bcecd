import { data, Form, Link } from "react-router";
import type { Route } from "./+types/cart-reminder-unsubscribe";
import { Alert } from "../components/form";
import { ApiError } from "../lib/api/client";
import { REMINDER_MESSAGES } from "../lib/abandon/messages";
import { edgeContext } from "../lib/context";
import { createLogger } from "../lib/log";

export const meta: Route.MetaFunction = () => [{ title: `${REMINDER_MESSAGES.unsubscribeTitle} | Droomnest` }, { name: "robots", content: "noindex" }];

/** The shape of a mailed token (43 url-safe base64 characters); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/u;

type Outcome = { ok: true } | { ok: false; message: string };

/**
 * /cart/herinnering-afmelden/?token=...: the unsubscribe link of the abandoned-cart reminder and its
 * List-Unsubscribe header (docs/decisions/028). Opening the link changes nothing (mail scanners fetch links
 * first); the one button posts, and a mail client's one-click post (RFC 8058: `List-Unsubscribe=One-Click`
 * to this URL, exempt from the CSRF rule) does the same: POST /v1/abandon/unsubscribe with the token.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: TOKEN.test(token) ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const posted = form.get("token");
  // The button posts the token; a mail client's one-click post carries it in the link's query only.
  const token = typeof posted === "string" && posted ? posted : (new URL(request.url).searchParams.get("token") ?? "");
  if (!TOKEN.test(token)) return data<Outcome>({ ok: false, message: REMINDER_MESSAGES.unsubscribeInvalid }, { status: 400 });
  const { api, requestId } = context.get(edgeContext);
  try {
    await api.abandon.unsubscribe(token);
    return { ok: true } as Outcome;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return data<Outcome>({ ok: false, message: REMINDER_MESSAGES.unsubscribeInvalid }, { status: 404 });
    if (err instanceof ApiError && err.status === 429) return data<Outcome>({ ok: false, message: err.message }, { status: 429 });
    createLogger({ request_id: requestId }).error("reminder unsubscribe failed", { error: String(err) });
    return data<Outcome>({ ok: false, message: REMINDER_MESSAGES.unsubscribeFailed }, { status: 503 });
  }
}

export default function CartReminderUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="cart-restore" aria-labelledby="herinnering-afmelden">
      <h2 id="herinnering-afmelden">{REMINDER_MESSAGES.unsubscribeTitle}</h2>
      {actionData?.ok ? (
        <Alert tone="success" fadeAfterMs={0}>
          {REMINDER_MESSAGES.unsubscribeDone}
        </Alert>
      ) : actionData || !loaderData.token ? (
        <Alert tone="danger">{actionData?.message ?? REMINDER_MESSAGES.unsubscribeInvalid}</Alert>
      ) : (
        <>
          <p>{REMINDER_MESSAGES.unsubscribeIntro}</p>
          <Form method="post" aria-label={REMINDER_MESSAGES.unsubscribeTitle}>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="btn btn--primary">
              {REMINDER_MESSAGES.unsubscribeButton}
            </button>
          </Form>
        </>
      )}
      <div className="cart-restore__actions">
        <Link to="/">Verder winkelen</Link>
      </div>
    </section>
  );
}
