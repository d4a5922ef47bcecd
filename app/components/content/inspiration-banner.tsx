import { Link } from "react-router";

/** Inspiration banner: links to /inspiratie/. */
export function InspirationBanner() {
  return (
    <aside className="inspiration-banner" aria-label="Inspiratie">
      <p className="inspiration-banner__title">Op zoek naar slaapkamerinspiratie?</p>
      <p>Ontdek hoe je een boxspring samenstelt en vind de stijl die bij jou past.</p>
      <Link to="/inspiratie/" className="btn btn--primary">
        Laat je inspireren
      </Link>
    </aside>
  );
}
