import type { Route } from "./+types/textpage";
import { orRouteError } from "../lib/api/route-errors";
import { edgeContext } from "../lib/context";
import { NOINDEX, originOf, pageMeta } from "../lib/seo";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await orRouteError(context.get(edgeContext).api.content.textpage(), "Deze pagina bestaat niet.");
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ origin: originOf(matches), title: `${loaderData.page.title} | Droomnest`, description: loaderData.page.intro, path: "/textpage/" })
    : [NOINDEX];

/** Text page, in the Basic layout (back button). */
export default function Textpage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="textpage">
      <h1 className="page-title">{page.title}</h1>
      <p className="textpage__intro">{page.intro}</p>
      {page.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
