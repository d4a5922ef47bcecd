import { Link } from "react-router";
import type { Route } from "./+types/index";
import { edgeContext } from "../../lib/context";
import { breadcrumbLd, pageMeta, siteOrigin } from "../../lib/seo.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { articles: await context.get(edgeContext).api.content.blog(), seo: blogSeo(siteOrigin(request.url, context)) };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ name: "robots", content: "noindex" }];

function blogSeo(origin: string) {
  return pageMeta({
    origin,
    title: "Slaapblog: tips over matrassen, dekbedden en beter slapen | Droomnest",
    description: "Advies van de slaapadviseurs van Droomnest over matrassen, dekbedden, hoofdkussens en beter slapen.",
    path: "/blog/",
    share: { type: "website" },
    jsonLd: [
      breadcrumbLd(origin, [
        { title: "Home", url: "/" },
        { title: "Slaapblog", url: "/blog/" },
      ]),
    ],
  });
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">Slaapblog</h1>
      <ul className="blog-list">
        {loaderData.articles.map((a, i) => (
          <li key={a.slug} className="blog-card">
            <Link to={`/blog/${a.slug}/`} className="blog-card__link">
              <img src={a.image.src} width={a.image.width} height={a.image.height} alt={a.image.alt} loading={i < 2 ? "eager" : "lazy"} />
              <h2 className="blog-card__title">{a.title}</h2>
            </Link>
            <p className="blog-card__meta">
              {new Date(a.published).toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })} · {a.reading_minutes} min lezen
            </p>
            <p>{a.intro}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
