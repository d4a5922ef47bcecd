/**
 * /beheer/reviews/ (docs/decisions/042, spec section 7), both roles (permission "reviews"): the moderation
 * queue as tabs Nieuw / Goedgekeurd / Afgekeurd (links, so they work without JavaScript), each review with its
 * approve, reject-with-reason and reply forms posting to this action through /beheer/api/reviews.
 */
import { useNavigation } from "react-router";
import { StatusLinks } from "../../components/beheer/status-links";
import { BeheerPager } from "../../components/beheer/pager";
import type { Route } from "./+types/reviews";
import { edgeContext } from "../../lib/context";
import { formText, formWrite, pageRead, type FormResult } from "../../lib/beheer/access-form";
import { BEHEER_REVIEW_MESSAGES as M } from "../../lib/beheer/messages/reviews";
import type { Page } from "../../lib/beheer/types/common";
import type { BeheerReview, ReviewStatus } from "../../lib/beheer/types/reviews";
import { ReviewModeration } from "../../components/beheer/review-moderation";
import { BeheerPageError } from "../../components/beheer/page-error";
import { Alert } from "../../components/form/alert";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const STATUSES: ReviewStatus[] = ["pending", "published", "rejected"];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const status = STATUSES.find((s) => s === url.searchParams.get("status")) ?? "pending";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1));
  const list = await pageRead(() => context.get(edgeContext).beheer.get<Page<BeheerReview>>(`/beheer/api/reviews?status=${status}&page=${page}`));
  return { list, status };
}

type Result = FormResult<BeheerReview> & { id: string };

export async function action({ request, context }: Route.ActionArgs): Promise<Result> {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  const path = `/beheer/api/reviews/${encodeURIComponent(id)}`;
  const write = (run: () => Promise<BeheerReview>, message: (r: BeheerReview) => string) => formWrite(intent, run, message).then((r) => ({ ...r, id }));
  if (intent === "approve") return write(() => beheer.send("POST", `${path}/approve`, {}), (r) => M.approved(r.id));
  if (intent === "reject") return write(() => beheer.send("POST", `${path}/reject`, { reason: formText(form, "reason") }), (r) => M.rejected(r.id));
  if (intent === "reply") return write(() => beheer.send("PUT", `${path}/reply`, { reply: formText(form, "reply") }), (r) => M.replied(r.id));
  if (intent === "reply-remove") return write(() => beheer.send("PUT", `${path}/reply`, { reply: null }), (r) => M.replyRemoved(r.id));
  return { intent, ok: false, message: M.invalid, id };
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status } = loaderData;
  const busy = useNavigation().state === "submitting";
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const href = (s: ReviewStatus, page = 1) => `/beheer/reviews/?status=${s}${page > 1 ? `&pagina=${page}` : ""}`;
  const errorsOf = (r: BeheerReview) => (actionData && !actionData.ok && actionData.id === String(r.id) ? (actionData.fields ?? { [actionData.intent === "reject" ? "reason" : "reply"]: actionData.message }) : undefined);
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      <StatusLinks label={M.tabsLabel} links={STATUSES.map((s) => ({ value: s, title: M.tabs[s] }))} current={status} href={href} />
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} resetKey={JSON.stringify(actionData)} fadeAfterMs={0}>
          {actionData.message}
        </Alert>
      ) : null}
      {list.items.length === 0 ? (
        <p>{M.empty}</p>
      ) : (
        <ul className="beheer-reviews">
          {list.items.map((r) => (
            <li key={r.id}>
              <ReviewModeration review={r} busy={busy} errors={errorsOf(r)} />
            </li>
          ))}
        </ul>
      )}
      <BeheerPager page={list.page} pages={pages} href={(p) => href(status, p)} />
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
