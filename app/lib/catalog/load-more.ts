/**
 * Load more on a listing (spec section 4): idle, loading, back to idle; a load is ignored while one is
 * running. The 'Laad meer' link and infinite scroll ask the same guard, which also holds the link of the
 * next page, so a caller can never load a page with an outdated link.
 */
export class LoadMoreGuard {
  #next: string | null;
  #loading = false;

  constructor(next: string | null) {
    this.#next = next;
  }

  get next(): string | null {
    return this.#next;
  }

  get loading(): boolean {
    return this.#loading;
  }

  /** The link to load now; null when a load is running or there is no next page (the request is ignored). */
  begin(): string | null {
    if (this.#loading || this.#next === null) return null;
    this.#loading = true;
    return this.#next;
  }

  /** The running load succeeded: `next` is the link after the page it loaded (null at the end). */
  succeed(next: string | null): void {
    this.#loading = false;
    this.#next = next;
  }

  /** The running load failed: back to idle with the same link, so a later request tries it again. */
  fail(): void {
    this.#loading = false;
  }
}

/** The browser URL after loading more: the range link plus the existing query (page/range replaced). */
export function rangeUrl(rangeLink: string, existingSearch: string): string {
  const link = new URL(rangeLink, "https://droomnest.invalid");
  const merged = new URLSearchParams(existingSearch);
  merged.delete("page");
  merged.delete("range");
  for (const [k, v] of link.searchParams) merged.set(k, v);
  const q = merged.toString();
  return `${link.pathname}${q ? `?${q}` : ""}`;
}
