/**
 * The audit log, /beheer/auditlog/ (docs/decisions/035): every staff write (who, what, on which entity, before
 * and after, when), newest first, filtered by entity, member of staff and date, a page at a time. The filters
 * are a GET form, so a filtered page is a link; a bad filter shows the API's Dutch message.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/auditlog";
import { edgeContext } from "../../lib/context";
import { ApiError } from "../../lib/api/client";
import { formatDateTime, pageRead } from "../../lib/beheer/access-form";
import { AUDIT_ENTITY_LABELS, AUDIT_MESSAGES as M } from "../../lib/beheer/messages/access";
import type { AuditList } from "../../lib/beheer/types/access";
import { BeheerField } from "../../components/beheer/text-field";
import { BeheerPageError } from "../../components/beheer/page-error";
import { BeheerTable } from "../../components/beheer/table";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const FILTERS = ["entity", "entity_id", "staff", "from", "to"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ""])) as Filters;
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  const page = url.searchParams.get("pagina");
  if (page) query.set("page", page);
  const { beheer } = context.get(edgeContext);
  try {
    return { filters, list: await beheer.get<AuditList>(`/beheer/api/audit?${query}`), error: null };
  } catch (err) {
    // A filter the API refuses (a date that does not exist): the message, and the log without filters' rows.
    if (err instanceof ApiError && err.status === 400) return { filters, list: await pageRead(() => beheer.get<AuditList>("/beheer/api/audit?page=1")), error: err.message };
    throw err;
  }
}

/** The link to another page of the same filters. */
function pageLink(filters: Filters, page: number): string {
  const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  if (page > 1) q.set("pagina", String(page));
  const s = q.toString();
  return `/beheer/auditlog/${s ? `?${s}` : ""}`;
}

/** A before/after value as stored (JSON), shortened for the table. */
function shown(value: string | null): string {
  if (value === null) return "–";
  return value.length > 160 ? `${value.slice(0, 157)}...` : value;
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { filters, list, error } = loaderData;
  const entities: [string, string][] = [["", M.entityAll], ...list.entities.map((e): [string, string] => [e, AUDIT_ENTITY_LABELS[e] ?? e])];
  const authors: [string, string][] = [["", M.staffAll], ...list.authors.map((a): [string, string] => [a, a])];
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      <Form method="get" className="beheer-filters" aria-labelledby="auditlog-filters">
        <h2 id="auditlog-filters" className="beheer-filters__title">
          {M.filters}
        </h2>
        <BeheerField form="auditlog" name="entity" label={M.entity} options={entities} defaultValue={filters.entity} />
        <BeheerField form="auditlog" name="entity_id" label={M.entityId} hint={M.entityIdHint} defaultValue={filters.entity_id} />
        <BeheerField form="auditlog" name="staff" label={M.staff} options={authors} defaultValue={filters.staff} />
        <BeheerField form="auditlog" name="from" label={M.from} type="date" defaultValue={filters.from} />
        <BeheerField form="auditlog" name="to" label={M.to} type="date" defaultValue={filters.to} />
        <div className="beheer-filters__actions">
          <button type="submit" className="btn btn--primary">
            {M.apply}
          </button>
          <Link to="/beheer/auditlog/">{M.reset}</Link>
        </div>
      </Form>
      {error ? (
        <p role="alert" className="beheer-refusal">
          {error}
        </p>
      ) : null}
      {list.rows.length === 0 ? (
        <p role="status">{M.empty}</p>
      ) : (
        <BeheerTable id="auditlog" caption={`${M.tableCaption} (${M.page(list.page)})`}>
          <thead>
            <tr>
              <th scope="col">{M.when}</th>
              <th scope="col">{M.who}</th>
              <th scope="col">{M.what}</th>
              <th scope="col">{M.which}</th>
              <th scope="col">{M.before}</th>
              <th scope="col">{M.after}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={new Date(r.created_at * 1000).toISOString()}>{formatDateTime(r.created_at)}</time>
                </td>
                <td>{r.staff_email}</td>
                <td>{r.action}</td>
                <td>
                  {AUDIT_ENTITY_LABELS[r.entity] ?? r.entity} {r.entity_id}
                </td>
                <td className="beheer-table__json">{shown(r.before)}</td>
                <td className="beheer-table__json">{shown(r.after)}</td>
              </tr>
            ))}
          </tbody>
        </BeheerTable>
      )}
      <nav aria-label={M.pagination} className="beheer-pagination">
        {list.page > 1 ? (
          <Link to={pageLink(filters, list.page - 1)} rel="prev">
            {M.previous}
          </Link>
        ) : null}
        <span>{M.page(list.page)}</span>
        {list.has_next ? (
          <Link to={pageLink(filters, list.page + 1)} rel="next">
            {M.next}
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
