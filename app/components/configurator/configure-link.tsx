import { Link } from "react-router";

/**
 * 'Stel je boxspring samen' on a boxspring's product page: its configurator, step 1. Kept free of the
 * configurator's modules, so the product page does not load them.
 */
export function ConfigureLink({ category, slug }: { category: string; slug: string }) {
  return (
    <p className="configure-link">
      <Link to={`/configurator/${category}/${slug}/step-1/`} className="btn btn--ghost">
        Stel je boxspring samen
      </Link>
    </p>
  );
}
