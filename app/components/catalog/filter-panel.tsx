import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Filter, PriceFilter, SortField } from "../../lib/api/types/catalog";
import { FILTER_VISIBLE_ITEMS } from "../../lib/constants";
import { withPriceRange } from "../../kernel/filter-paths";

function FilterGroup({ filter }: { filter: Filter }) {
  const [open, setOpen] = useState(!filter.is_collapsed);
  const [all, setAll] = useState(false);
  const shown = all ? filter.attributes : filter.attributes.slice(0, FILTER_VISIBLE_ITEMS);
  const id = `filter-${filter.url_key}`;
  return (
    <section className="filter-group">
      <h3 className="filter-group__title">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {filter.title}
          {filter.nr_of_attributes_selected > 0 && <span className="filter-group__badge"> ({filter.nr_of_attributes_selected})</span>}
        </button>
      </h3>
      {open && (
        <div id={id}>
          {filter.info_text && <p className="filter-group__info">{filter.info_text}</p>}
          <ul className={filter.selection_type === "color" ? "filter-group__list filter-group__list--color" : "filter-group__list"}>
            {shown.map((a) => (
              <li key={a.value}>
                <Link
                  to={a.url}
                  preventScrollReset
                  rel="nofollow"
                  className={`filter-option${a.is_selected ? " is-selected" : ""}`}
                >
                  {filter.selection_type === "color" ? (
                    <span className="filter-option__swatch" style={{ backgroundColor: a.color }} aria-hidden="true" />
                  ) : (
                    <span className="filter-option__box" aria-hidden="true" />
                  )}
                  <span>{a.title}</span>
                  {a.is_selected && <span className="visually-hidden"> (gekozen, klik om te verwijderen)</span>}
                  <span className="filter-option__count">({a.count})</span>
                </Link>
              </li>
            ))}
          </ul>
          {filter.attributes.length > FILTER_VISIBLE_ITEMS && (
            <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll((v) => !v)}>
              {all ? "Minder" : "Meer"}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** Price range slider: two range inputs; sending navigates to the canonical URL with min and max. */
function PriceRange({ filter }: { filter: PriceFilter }) {
  const navigate = useNavigate();
  const [min, setMin] = useState(filter.min);
  const [max, setMax] = useState(filter.max);
  const id = useId();
  if (filter.maxrange <= filter.minrange) return null;
  const apply = () => navigate(withPriceRange(filter.url, min, max), { preventScrollReset: true });
  return (
    <section className="filter-group">
      <h3 className="filter-group__title filter-group__title--static">{filter.title}</h3>
      <div className="price-range">
        {/* Each label names its slider only; the output shows the slider's value (for=) and the slider
            says it in euros itself (aria-valuetext). */}
        <div className="price-range__field">
          <label htmlFor={`${id}-min`}>Minimumprijs (€)</label>
          <input id={`${id}-min`} type="range" min={filter.minrange} max={filter.maxrange} value={min} aria-valuetext={`€ ${min}`} onChange={(e) => setMin(Number(e.target.value))} />
          <output htmlFor={`${id}-min`}>€ {min}</output>
        </div>
        <div className="price-range__field">
          <label htmlFor={`${id}-max`}>Maximumprijs (€)</label>
          <input id={`${id}-max`} type="range" min={filter.minrange} max={filter.maxrange} value={max} aria-valuetext={`€ ${max}`} onChange={(e) => setMax(Number(e.target.value))} />
          <output htmlFor={`${id}-max`}>€ {max}</output>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={apply}>
          Toepassen
        </button>
        {filter.is_selected && (
          <Link to={filter.url} preventScrollReset className="link-button">
            Prijsfilter wissen
          </Link>
        )}
      </div>
    </section>
  );
}

export function SortSelect({ fields }: { fields: SortField[] }) {
  const navigate = useNavigate();
  const current = fields.find((f) => f.is_selected) ?? fields[0];
  return (
    <label className="sort-select">
      Sorteren
      <select value={current?.value} onChange={(e) => navigate(fields.find((f) => f.value === e.target.value)?.url ?? "/", { preventScrollReset: true })}>
        {fields.map((f) => (
          <option key={f.value} value={f.value}>
            {f.display_title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** 'Filteren' / 'Sorteren' panel: a drawer on mobile, a sidebar on desktop. */
export function FilterPanel({ filters, priceFilter, sortFields }: { filters: Filter[]; priceFilter: PriceFilter; sortFields: SortField[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="filter-bar">
        <button type="button" className="btn btn--ghost filter-bar__open" aria-expanded={open} aria-controls="filter-panel" onClick={() => setOpen(true)}>
          Filteren
        </button>
        <SortSelect fields={sortFields} />
      </div>
      <aside id="filter-panel" className={`filter-panel${open ? " is-open" : ""}`} aria-label="Filteren">
        <div className="filter-panel__head">
          <h2 className="filter-panel__title">Filteren</h2>
          <button type="button" className="icon-button filter-panel__close" onClick={() => setOpen(false)}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">Filters sluiten</span>
          </button>
        </div>
        {filters.map((f) => (
          <FilterGroup key={f.url_key} filter={f} />
        ))}
        <PriceRange key={`${priceFilter.min}-${priceFilter.max}`} filter={priceFilter} />
      </aside>
    </>
  );
}
