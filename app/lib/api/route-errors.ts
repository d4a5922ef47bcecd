/**
 * The one mapping from API errors to route answers in loaders: a 4xx ApiError becomes the matching route
 * error response (404 page, 400 page, ...) with the API's Dutch message or a page-specific one; a 5xx or a
 * network failure is rethrown, so the error page shows it as what it is (never a 5xx turned into a 404).
 */
import { data } from "react-router";
import { ApiError } from "./client";

/** Is this the API saying "not found"? */
export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

/** Throws the route error response for a 4xx ApiError; rethrows anything else. */
export function throwRouteError(err: unknown, notFoundMessage?: string): never {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
    throw data(err.status === 404 && notFoundMessage ? notFoundMessage : err.message, { status: err.status });
  }
  throw err;
}

/** The promise's value, or the route error of its failure (see throwRouteError). */
export async function orRouteError<T>(promise: Promise<T>, notFoundMessage?: string): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    throwRouteError(err, notFoundMessage);
  }
}
