import type { Breadcrumb, CategoryInfo } from "../../lib/api/types/catalog";
import { Breadcrumbs } from "./breadcrumbs";
import { Countdown } from "./countdown";

/** Title, optional subtitle, breadcrumb, countdown; action categories get the image header and the steps. */
export function CategoryHeader({ category, breadcrumbs, total }: { category: CategoryInfo; breadcrumbs: Breadcrumb[]; total: number }) {
  const action = category.kind === "action";
  return (
    <header className={`category-header${action ? " category-header--action" : ""}`}>
      <Breadcrumbs items={breadcrumbs} />
      {action && category.header_image && (
        <img
          className="category-header__image"
          src={category.header_image.src}
          width={category.header_image.width}
          height={category.header_image.height}
          alt={category.header_image.alt}
          fetchPriority="high"
        />
      )}
      <h1 className="page-title">{category.title}</h1>
      {category.sub_title && <p className="category-header__subtitle">{category.sub_title}</p>}
      {category.countdown && <Countdown kind={category.countdown} />}
      <p className="category-header__count">{total === 1 ? "1 product" : `${total} producten`}</p>
      {action && category.steps.length > 0 && (
        <section className="action-steps" aria-labelledby="action-steps-title">
          <h2 id="action-steps-title">Hoe werkt deze actie?</h2>
          <ol>
            {category.steps.map((s) => (
              <li key={s.title}>
                <strong>{s.title}</strong> {s.text}
              </li>
            ))}
          </ol>
        </section>
      )}
    </header>
  );
}
