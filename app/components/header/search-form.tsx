import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { browserApi } from "../../lib/api/client";
import type { Suggestions } from "../../lib/api/types/catalog";
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "../../lib/constants";
import { formatEuro } from "../../lib/format";

/** Spec section 5: suggestions only for 3 to 100 characters. */
export function wantsSuggestions(term: string): boolean {
  const t = term.trim();
  return t.length >= SEARCH_MIN_CHARS && t.length <= SEARCH_MAX_CHARS;
}

/** Spec section 4: enter searches when the term is longer than 3 characters. */
export function entersSearch(term: string): boolean {
  return term.trim().length > SEARCH_MIN_CHARS;
}

/**
 * Header search: submits to /zoeken/?tn_q=; suggestions debounced 500 ms; the overlay closes when the
 * request fails, on Escape, on navigation and when the menu closes (unmount).
 */
export function SearchForm({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  const [term, setTerm] = useState("");
  const [suggestions, setSuggestions] = useState<Suggestions | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listId = useId();
  const abort = useRef<AbortController | null>(null);

  useEffect(() => setSuggestions(null), [pathname, search]);
  useEffect(() => {
    if (!wantsSuggestions(term)) {
      setSuggestions(null);
      return;
    }
    const timer = setTimeout(() => {
      abort.current?.abort();
      const ctrl = new AbortController();
      abort.current = ctrl;
      browserApi.catalog
        .suggestions(term.trim(), { signal: ctrl.signal })
        .then((s) => !ctrl.signal.aborted && setSuggestions(s))
        .catch(() => {
          // Spec section 8: a failure closes the overlay.
          if (!ctrl.signal.aborted) setSuggestions(null);
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  useEffect(() => () => abort.current?.abort(), []);

  const empty = suggestions && suggestions.products.length + suggestions.categories.length + suggestions.brands.length === 0;
  return (
    <form
      method="get"
      action="/zoeken/"
      role="search"
      className="search-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!entersSearch(term)) return;
        setSuggestions(null);
        navigate(`/zoeken/?tn_q=${encodeURIComponent(term.trim())}`);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Zoeken in de winkel
      </label>
      <input
        id={id}
        name="tn_q"
        type="search"
        className="search-form__input"
        placeholder="Waar ben je naar op zoek?"
        maxLength={SEARCH_MAX_CHARS}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={(e) => e.key === "Escape" && setSuggestions(null)}
        aria-controls={suggestions ? listId : undefined}
        aria-expanded={suggestions !== null}
        role="combobox"
        aria-autocomplete="list"
      />
      <button type="submit" className="search-form__button">
        <span className="visually-hidden">Zoeken</span>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
      {suggestions && (
        <div className="search-suggestions" id={listId} role="region" aria-label="Zoeksuggesties">
          {empty && <p>Geen suggesties gevonden.</p>}
          {suggestions.categories.length > 0 && (
            <>
              <p className="search-suggestions__title">Categorieën</p>
              <ul>
                {suggestions.categories.map((c) => (
                  <li key={c.url}>
                    <Link to={c.url}>{c.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {suggestions.brands.length > 0 && (
            <>
              <p className="search-suggestions__title">Merken</p>
              <ul>
                {suggestions.brands.map((b) => (
                  <li key={b.url}>
                    <Link to={b.url}>{b.title}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          {suggestions.products.length > 0 && (
            <>
              <p className="search-suggestions__title">Producten</p>
              <ul>
                {suggestions.products.map((p) => (
                  <li key={p.id}>
                    <Link to={p.url}>
                      {p.title} <span className="search-suggestions__price">{formatEuro(p.price)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <Link to={suggestions.search_url} className="search-suggestions__all">
            Alle resultaten voor &lsquo;{term.trim()}&rsquo;
          </Link>
        </div>
      )}
    </form>
  );
}
