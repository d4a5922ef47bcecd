import type { Route } from "./+types/textpage";
import { orRouteError } from "../lib/api/route-errors";
import { edgeContext } from "../lib/context";
import { pageMeta, siteOrigin } from "../lib/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await orRouteError(context.get(edgeContext).api.content.textpage(), "Deze pagina bestaat niet.");
  const seo = pageMeta({ origin: siteOrigin(request.url, context), title: `${page.title} | Droomnest`, description: page.intro, path: "/textpage/" });
  return { page, seo };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ name: "robots", content: "noindex" }];

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
