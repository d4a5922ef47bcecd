/**
 * /beheer/retouren/ (docs/decisions/038): the returns, newest first, filtered by status (aangemeld,
 * ontvangen, afgekeurd, terugbetaald), each with its refund deadline (overdue marked) and its actions.
 */
import { data } from "react-router";
import { BeheerPager } from "../../components/beheer/pager";
import { StatusLinks } from "../../components/beheer/status-links";
import type { Route } from "./+types/returns";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import type { Page } from "../../lib/beheer/types/common";
import type { BeheerReturn, ReturnStatus } from "../../lib/beheer/types/returns";
import { BEHEER_RETURN_MESSAGES as M } from "../../lib/beheer/messages/returns";
import { RETURN_MESSAGES } from "../../lib/returns/messages";
import { Alert } from "../../components/form/alert";
import { ReturnFacts } from "../../components/beheer/order-returns";
import { ReturnActions } from "../../components/beheer/return-actions";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const STATUSES: ReturnStatus[] = ["requested", "received", "rejected", "refunded"];
const isStatus = (v: string | null): v is ReturnStatus => v !== null && (STATUSES as string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("status");
  const status = isStatus(raw) ? raw : null;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1));
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  const list = await context.get(edgeContext).beheer.get<Page<BeheerReturn>>(`/beheer/api/returns?${query}`);
  // One key per page view and return: a double submit of a refund makes one refund.
  return { list, status, refundKey: crypto.randomUUID().replace(/-/gu, "") };
}

type ActionResult = { ok: boolean; message: string; number: string };

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const number = String(form.get("number") ?? "");
  const { beheer } = context.get(edgeContext);
  const path = `/beheer/api/returns/${encodeURIComponent(number)}`;
  try {
    if (intent === "receive") {
      const keep = new Set(form.getAll("restock").map(String));
      const detail = await beheer.get<BeheerReturn>(path);
      await beheer.send("POST", `${path}/receive`, { no_restock: detail.lines.filter((l) => !keep.has(String(l.position))).map((l) => l.position) });
      return { ok: true, message: M.received, number } satisfies ActionResult;
    }
    if (intent === "reject") {
      await beheer.send("POST", `${path}/reject`, { note: String(form.get("note") ?? "") });
      return { ok: true, message: M.rejected, number } satisfies ActionResult;
    }
    if (intent === "refund") {
      await beheer.send("POST", `${path}/refund`, { idempotency_key: String(form.get("idempotency_key") ?? ""), shipping: form.get("shipping") === "1" });
      return { ok: true, message: M.refunded, number } satisfies ActionResult;
    }
    return data({ ok: false, message: M.invalid, number } satisfies ActionResult, { status: 400 });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ ok: false, message: error.message, number } satisfies ActionResult, { status: error.status });
    throw error;
  }
}

export default function BeheerReturns({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, refundKey } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const href = (s: ReturnStatus | null, page = 1) => {
    const q = new URLSearchParams({ ...(s ? { status: s } : {}), ...(page > 1 ? { pagina: String(page) } : {}) }).toString();
    return `/beheer/retouren/${q ? `?${q}` : ""}`;
  };
  return (
    <>
      <h1>{M.title}</h1>
      <StatusLinks
        label={M.filterLabel}
        links={[{ value: null, title: M.filterAll }, ...STATUSES.map((s) => ({ value: s, title: RETURN_MESSAGES.statusLabels[s] }))]}
        current={status}
        href={href}
      />
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} fadeAfterMs={0}>
          {`${M.number} ${actionData.number}: ${actionData.message}`}
        </Alert>
      ) : null}
      {list.items.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul className="beheer-returns">
          {list.items.map((r) => (
            <li key={r.number} id={r.number} className={`beheer-return${r.overdue ? " beheer-return--overdue" : ""}`}>
              <h2>
                {M.number} {r.number}
              </h2>
              <ReturnFacts ret={r} withOrder />
              <ReturnActions ret={r} refundKey={`${refundKey}-${r.number}`} />
            </li>
          ))}
        </ul>
      )}
      <BeheerPager page={list.page} pages={pages} href={(p) => href(status, p)} />
    </>
  );
}
