import { data } from "react-router";
import type { Route } from "./+types/page";
import { Breadcrumbs } from "../../components/catalog/category-header";
import { RichText } from "../../components/content/rich-text";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";

/** /service/{page}/: loaded on demand (its own route chunk and data call). */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { page: await context.get(edgeContext).api.content.servicePage(params.page) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw data("Deze pagina bestaat niet.", { status: 404 });
    throw err;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: `${loaderData.page.title} | Droomnest` }, { name: "description", content: loaderData.page.meta_description }] : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <Breadcrumbs
        items={[
          { title: "Home", url: "/" },
          { title: "Klantenservice", url: "/service/" },
          { title: page.title, url: `/service/${page.slug}/` },
        ]}
      />
      <article className="rich-text">
        <h1 className="page-title">{page.title}</h1>
        <p className="content-page__intro">{page.intro}</p>
        <RichText blocks={page.blocks} />
      </article>
    </main>
  );
}
