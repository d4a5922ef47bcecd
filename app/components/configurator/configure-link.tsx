import { Link } from "react-router";
import { CONFIGURATOR_DEFAULT_CATEGORY } from "../../lib/configurator-constants";

/** 'Stel je boxspring samen' on a boxspring's product page: its configurator, step 1. */
export function ConfigureLink({ slug }: { slug: string }) {
  return (
    <p className="configure-link">
      <Link to={`/configurator/${CONFIGURATOR_DEFAULT_CATEGORY}/${slug}/step-1/`} className="btn btn--ghost">
        Stel je boxspring samen
      </Link>
    </p>
  );
}
