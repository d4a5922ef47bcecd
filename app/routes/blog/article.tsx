import { Link } from "react-router";
import type { Route } from "./+types/article";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs";
import { RichText } from "../../components/content/rich-text";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import type { BlogArticle } from "../../lib/api/types/content";
import { breadcrumbLd, pageMeta, siteOrigin } from "../../lib/seo.server";
import { articleLd } from "../../lib/seo-ld.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const article = await orRouteError(context.get(edgeContext).api.content.blogArticle(params.blog), "Dit artikel bestaat niet.");
  return { article, seo: articleSeo(siteOrigin(request.url, context), article) };
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ name: "robots", content: "noindex" }];

function articleSeo(origin: string, article: BlogArticle) {
  return pageMeta({
    origin,
    title: `${article.title} | Droomnest`,
    description: article.meta_description,
    path: `/blog/${article.slug}/`,
    share: { type: "article", image: article.image.src, imageAlt: article.image.alt || article.title },
    jsonLd: [articleLd(origin, article), breadcrumbLd(origin, articleCrumbs(article))],
  });
}

const articleCrumbs = (article: { title: string; slug: string }) => [
  { title: "Home", url: "/" },
  { title: "Slaapblog", url: "/blog/" },
  { title: article.title, url: `/blog/${article.slug}/` },
];

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <Breadcrumbs items={articleCrumbs(article)} />
      <article className="rich-text">
        <h1 className="page-title">{article.title}</h1>
        <p className="blog-card__meta">
          Door {article.author} · {new Date(article.published).toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })} ·{" "}
          {article.reading_minutes} min lezen
        </p>
        <img src={article.image.src} width={article.image.width} height={article.image.height} alt={article.image.alt} fetchPriority="high" className="content-page__hero" />
        <p className="content-page__intro">{article.intro}</p>
        <RichText blocks={article.blocks} />
        {article.related_categories.length > 0 && (
          <aside className="related-categories" aria-label="Shop verder">
            <h2>Shop verder</h2>
            <ul>
              {article.related_categories.map((slug) => (
                <li key={slug}>
                  <Link to={`/${slug}/`}>{slug.charAt(0).toUpperCase() + slug.slice(1)}</Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </article>
    </main>
  );
}
