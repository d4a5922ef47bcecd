import { Link } from "react-router";
import { STRINGS } from "../../lib/constants";
import type { PromoSlide } from "../../lib/schemas/content";

function Promo({ promo, main, eager }: { promo: PromoSlide; main: boolean; eager: boolean }) {
  const button = promo.button_text ?? STRINGS.promoButtonDefault;
  return (
    <Link
      to={promo.link}
      className={`promo${main ? " promo--main" : " promo--side"}${promo.is_light_background ? " promo--light" : " promo--dark"}`}
    >
      <picture>
        {main && <source media="(max-width: 768px)" srcSet={promo.image_mobile.src} width={promo.image_mobile.width} height={promo.image_mobile.height} />}
        <img
          src={promo.image.src}
          width={promo.image.width}
          height={promo.image.height}
          alt={promo.image.alt}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          decoding={eager ? "sync" : "async"}
        />
      </picture>
      <span className="promo__body">
        {promo.show_title && <span className="promo__title">{promo.title}</span>}
        {promo.show_title && promo.sub_title && <span className="promo__subtitle">{promo.sub_title}</span>}
        <span className="btn btn--primary promo__button">{button}</span>
      </span>
    </Link>
  );
}

/**
 * Home promo header: a main promo plus two side promos when exactly two extra promos exist; otherwise
 * the promos are listed one after the other. Only the first image loads eagerly.
 */
export function PromoHeader({ promos }: { promos: PromoSlide[] }) {
  const [main, ...extra] = promos;
  if (!main) return null;
  const withSides = extra.length === 2;
  return (
    <section className={`promo-header container${withSides ? " promo-header--sides" : ""}`} aria-label="Aanbiedingen">
      <Promo promo={main} main eager />
      {withSides ? (
        <div className="promo-header__sides">
          {extra.map((p) => (
            <Promo key={p.link + p.title} promo={p} main={false} eager={false} />
          ))}
        </div>
      ) : (
        extra.map((p) => <Promo key={p.link + p.title} promo={p} main={false} eager={false} />)
      )}
    </section>
  );
}
