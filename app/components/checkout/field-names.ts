/** The prefix of the separate delivery address's fields in step 1 ("Afleveradres"); zod-free for the page. */
export const SHIPPING_PREFIX = "shipping_";
