import { Link } from "react-router";
import type { Route } from "./+types/orders";
import type { OrderListPage } from "../../lib/beheer/types/orders";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { OrderFilters, type FilterValues } from "../../components/beheer/order-filters";
import { OrderListTable } from "../../components/beheer/order-list-table";

export const meta: Route.MetaFunction = () => [{ title: `${M.listTitle} | Beheer` }, { name: "robots", content: "noindex" }];

const FILTER_KEYS = ["q", "status", "fulfilment", "method", "country", "from", "to"] as const;

/** GET /beheer/api/orders with the page's own query (filters, search, cursor); a refused query shows its Dutch messages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const values: FilterValues = {};
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = url.searchParams.get(key)?.trim();
    if (v) {
      values[key] = v;
      query.set(key, v);
    }
  }
  const cursor = url.searchParams.get("cursor");
  const filtersOnly = query.toString();
  if (cursor) query.set("cursor", cursor);
  try {
    const page = await context.get(edgeContext).beheer.get<OrderListPage>(`/beheer/api/orders${query.size ? `?${query}` : ""}`);
    return { values, page, errors: {} as Record<string, string>, message: null as string | null, filtersOnly, paged: Boolean(cursor) };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 400) throw err;
    return { values, page: null, errors: err.fields ?? {}, message: err.message, filtersOnly, paged: Boolean(cursor) };
  }
}

/** The order list: filter and search form, the matching orders newest first, and their pages. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { values, page, errors, message, filtersOnly, paged } = loaderData;
  const next = page?.next ? `?${new URLSearchParams([...new URLSearchParams(filtersOnly), ["cursor", page.next]])}` : null;
  const first = `/beheer/bestellingen/${filtersOnly ? `?${filtersOnly}` : ""}`;
  return (
    <div className="beheer-page beheer-orders">
      <h1>{M.listTitle}</h1>
      <OrderFilters values={values} errors={errors} />
      {message ? (
        <p className="alert alert--danger" role="alert">
          {message}
        </p>
      ) : null}
      {page ? (
        <>
          <p className="beheer-count" role="status">
            {M.found(page.total)}
          </p>
          {page.items.length > 0 ? <OrderListTable items={page.items} caption={M.listTitle} /> : <p>{M.none}</p>}
          {paged || next ? (
            <nav className="beheer-pages" aria-label="Paginering">
              {paged ? <Link to={first}>{M.firstPage}</Link> : null}
              {next ? (
                <Link to={next} rel="next">
                  {M.nextPage}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
