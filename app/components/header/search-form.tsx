import { Form } from "react-router";
import { SEARCH_MAX_CHARS } from "../../lib/constants";

/** Header search: submits to /zoeken/?tn_q=. Suggestions arrive with the catalogue issue. */
export function SearchForm({ id, autoFocus = false }: { id: string; autoFocus?: boolean }) {
  return (
    <Form method="get" action="/zoeken/" role="search" className="search-form">
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
      />
      <button type="submit" className="search-form__button">
        <span className="visually-hidden">Zoeken</span>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
        </svg>
      </button>
    </Form>
  );
}
