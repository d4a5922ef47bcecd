/**
 * A page's <title> at most 70 characters long: search results and browser tabs cut a longer one off
 * mid-word (html-validate long-title, e2e/support/html-validate.ts). The shop's name, " | Droomnest", is
 * left off first; a title still too long is cut at a word and ends in "…".
 */
export const TITLE_MAX_LENGTH = 70;
export const TITLE_SUFFIX = " | Droomnest";

export function fitTitle(title: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title;
  const bare = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
  if (bare.length <= TITLE_MAX_LENGTH) return bare;
  // The last space within the limit ends the last whole word; room is left for the ellipsis.
  const space = bare.slice(0, TITLE_MAX_LENGTH).lastIndexOf(" ");
  const cut = space > TITLE_MAX_LENGTH / 2 ? bare.slice(0, space) : bare.slice(0, TITLE_MAX_LENGTH - 1);
  return `${cut.trimEnd()}…`;
}
