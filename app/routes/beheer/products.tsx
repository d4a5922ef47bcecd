/**
 * /beheer/producten/ (docs/decisions/039): the products, by title, searched by title, SKU or brand and filtered
 * by category, brand, availability and low stock, a page at a time. The filters are a GET form (works without
 * JavaScript; a filtered page is a link). Both roles ("stock").
 */
import { Form, Link } from "react-router";
import { BeheerPager } from "../../components/beheer/pager";
import type { Route } from "./+types/products";
import { edgeContext } from "../../lib/context";
import { ApiError } from "../../lib/api/client";
import type { BeheerProductList } from "../../lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../lib/beheer/messages/products";
import { formatEuro } from "../../lib/format";
import { BeheerPageError } from "../../components/beheer/page-error";
import { BeheerTable } from "../../components/beheer/table";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const FILTERS = ["q", "category", "brand", "available", "low"] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k)?.trim() ?? ""])) as Filters;
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  const page = url.searchParams.get("pagina");
  if (page) query.set("page", page);
  const { beheer } = context.get(edgeContext);
  try {
    return { filters, list: await beheer.get<BeheerProductList>(`/beheer/api/products?${query}`), error: null as string | null };
  } catch (err) {
    if (err instanceof ApiError && (err.status === 400 || err.status === 422)) return { filters, list: await beheer.get<BeheerProductList>("/beheer/api/products"), error: err.message };
    throw err;
  }
}

function pageLink(filters: Filters, page: number): string {
  const q = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ""));
  if (page > 1) q.set("pagina", String(page));
  const s = q.toString();
  return `/beheer/producten/${s ? `?${s}` : ""}`;
}

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[] }) {
  return (
    <div className="beheer-filter">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">{M.all}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function BeheerProducts({ loaderData }: Route.ComponentProps) {
  const { filters, list, error } = loaderData;
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  return (
    <>
      <h1>{M.title}</h1>
      <Form method="get" className="beheer-filters" role="search" aria-label={M.filters}>
        <fieldset>
          <legend>{M.filters}</legend>
          <div className="beheer-filter beheer-filter--search">
            <label htmlFor="filter-q">{M.search}</label>
            <input id="filter-q" type="search" name="q" defaultValue={filters.q} maxLength={100} aria-invalid={error ? true : undefined} aria-describedby={error ? "filter-fout" : undefined} />
          </div>
          <Select name="category" label={M.category} value={filters.category} options={list.categories.map((c) => [String(c.id), c.slug] as const)} />
          <Select name="brand" label={M.brand} value={filters.brand} options={list.brands.map((b) => [String(b.id), b.name] as const)} />
          <Select name="available" label={M.availability} value={filters.available} options={[["1", M.availableYes], ["0", M.availableNo]]} />
          <div className="beheer-filter beheer-filter--check">
            <input id="filter-low" type="checkbox" name="low" value="1" defaultChecked={filters.low === "1"} />
            <label htmlFor="filter-low">{M.lowStockOnly}</label>
          </div>
          <div className="beheer-filter-actions">
            <button type="submit" className="btn btn--primary">
              {M.filterSubmit}
            </button>
          </div>
        </fieldset>
      </Form>
      {error ? (
        <p id="filter-fout" role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <p role="status" className="beheer-muted">
        {list.items.length === 0 ? M.empty : M.caption(list.total)}
      </p>
      {list.items.length === 0 ? null : (
        <BeheerTable id="products" className="product-list" caption={M.title}>
          <thead>
            <tr>
              <th scope="col">{M.productTitle}</th>
              <th scope="col">{M.sku}</th>
              <th scope="col">{M.brand}</th>
              <th scope="col">{M.category}</th>
              <th scope="col" className="num">
                {M.price}
              </th>
              <th scope="col" className="num">
                {M.stock}
              </th>
              <th scope="col">{M.availability}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={`/beheer/producten/${p.id}/`}>{p.title}</Link>
                </th>
                <td>{p.sku}</td>
                <td>{p.brand}</td>
                <td>{p.category}</td>
                <td className="num">{formatEuro(p.price)}</td>
                <td className="num">
                  {p.stock}
                  {p.low_stock ? <span className="beheer-badge beheer-badge--low"> {M.lowStock}</span> : null}
                </td>
                <td>{p.available ? M.availableYes : M.availableNo}</td>
              </tr>
            ))}
          </tbody>
        </BeheerTable>
      )}
      <BeheerPager page={list.page} pages={pages} href={(p) => pageLink(filters, p)} />
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
