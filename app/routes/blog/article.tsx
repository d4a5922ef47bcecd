import { Link } from "react-router";
import type { Route } from "./+types/article";
import { Breadcrumbs } from "../../components/catalog/category-header";
import { RichText } from "../../components/content/rich-text";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import { breadcrumbLd, NOINDEX, originOf, pageMeta } from "../../lib/seo";
import { articleLd } from "../../lib/seo-ld";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { article: await orRouteError(context.get(edgeContext).api.content.blogArticle(params.blog), "Dit artikel bestaat niet.") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [NOINDEX];
  const { article } = loaderData;
  const origin = originOf(matches);
  return pageMeta({
    origin,
    title: `${article.title} | Droomnest`,
    description: article.meta_description,
    path: `/blog/${article.slug}/`,
    share: { type: "article", image: article.image.src, imageAlt: article.image.alt || article.title },
    jsonLd: [articleLd(origin, article), breadcrumbLd(origin, articleCrumbs(article))],
  });
};

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
