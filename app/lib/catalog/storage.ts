/**
 * Browser storage for favourites and last viewed (spec section 3 and 9). Isomorphic: on the server
 * every read is empty. Components subscribe with useSyncExternalStore.
 *
 * Favourites follow a logged-in customer (ADR 016): once hydrated and logged in (root data user),
 * the browser's list is merged into the account once per browser session (POST /v1/customer/favourites/
 * merge, the answer becomes the browser's list), and from then on every toggle is mirrored to the account
 * (PUT, the whole list: idempotent, the latest list wins). The header's count hook starts this on every page.
 */
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { browserApi } from "../api/client";
import { useRootData } from "../root-data";
import { FAVOURITES_KEY, FAVOURITES_SYNC_KEY, LAST_VIEWED_KEY } from "./storage-keys";

export { FAVOURITES_KEY, FAVOURITES_SYNC_KEY, LAST_VIEWED_KEY };

export interface Favourite {
  id: number;
  image: string;
  available: boolean;
}

const CHANGE_EVENT = "droomnest:storage";

function readList<T>(key: string): T[] {
  if (typeof window === "undefined") return [];
  try {
    const v = JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown;
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

export function writeList<T>(key: string, list: T[]): void {
  window.localStorage.setItem(key, JSON.stringify(list));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function readFavourites(): Favourite[] {
  return readList<Favourite>(FAVOURITES_KEY).filter((f) => typeof f?.id === "number");
}

/** Number of favourites; 0 on the server and during hydration. */
export function useFavouritesCount(): number {
  return useSyncExternalStore(subscribe, () => readFavourites().length, () => 0);
}

let merging: Promise<void> | null = null;
let mirrorQueue: Promise<unknown> = Promise.resolve();

function sessionFlag(): string | null {
  try {
    return window.sessionStorage.getItem(FAVOURITES_SYNC_KEY);
  } catch {
    return null;
  }
}

function setSessionFlag(value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(FAVOURITES_SYNC_KEY);
    else window.sessionStorage.setItem(FAVOURITES_SYNC_KEY, value);
  } catch {
    // Storage unavailable (private mode): the merge simply runs again on the next page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The account's list (newest first) as the browser's list (oldest first), keeping what the browser knew. */
function adoptAccountList(ids: readonly number[]): void {
  const known = new Map(readFavourites().map((f) => [f.id, f]));
  writeList(
    FAVOURITES_KEY,
    [...ids].reverse().map((id) => known.get(id) ?? { id, image: "", available: true }),
  );
}

/** The browser's ids as the account keeps them: newest first (the browser's list is oldest first). */
function accountOrder(): number[] {
  return readFavourites()
    .map((f) => f.id)
    .reverse();
}

/**
 * Merges the browser's list into the account of `customer`, once per browser session (and once at a
 * time); the session flag then names that customer.
 */
function mergeIntoAccount(customer: string): Promise<void> {
  merging ??= browserApi.customer
    .mergeFavourites(accountOrder())
    .then(({ ids }) => {
      adoptAccountList(ids);
      setSessionFlag(customer);
    })
    .catch((err: unknown) => console.warn("favourites not merged into the account", err))
    .finally(() => {
      merging = null;
    });
  return merging;
}

/**
 * Logged in: merge once per session. Logged out after a merge: the browser's list is the account's, so it
 * is forgotten with the flag (the next visitor of this browser does not see it, nor merge it into their
 * account). Another customer than the flag names (no logged-out page seen in between): the same, first.
 */
export function useFavouritesAccountSync(): void {
  const user = useRootData()?.user;
  const customer = user ? String(user.id) : null;
  useEffect(() => {
    const flag = sessionFlag();
    if (flag !== null && flag !== customer) {
      writeList(FAVOURITES_KEY, []);
      setSessionFlag(null);
    }
    if (customer !== null && sessionFlag() !== customer) void mergeIntoAccount(customer);
  }, [customer]);
}

/** True once this browser session's list is the account's (after the merge). */
export function useFavouritesInAccount(): boolean {
  return useSyncExternalStore(subscribe, () => sessionFlag() !== null, () => false);
}

/** After a toggle: the whole list to the account (in order, so the latest list wins). */
function mirrorToAccount(): void {
  if (sessionFlag() === null) return;
  mirrorQueue = mirrorQueue
    .then(() => browserApi.customer.saveFavourites(accountOrder()))
    .catch((err: unknown) => console.warn("favourite not saved in the account", err));
}

/** Makes `fav` a favourite or not (matched by id) and mirrors a change to the account. */
function setFavourite(fav: Favourite, wanted: boolean): void {
  const list = readFavourites();
  if (list.some((f) => f.id === fav.id) === wanted) return;
  writeList(FAVOURITES_KEY, wanted ? [...list, fav] : list.filter((f) => f.id !== fav.id));
  mirrorToAccount();
}

/**
 * Adds or removes a favourite (matched by id), as the heart showed it; returns whether it is a favourite now.
 * During the merge with the account the choice is applied once the merge has answered, so it is neither lost
 * (no mirror before the merge) nor turned around by the merged list.
 */
export function toggleFavourite(fav: Favourite): boolean {
  const wanted = !readFavourites().some((f) => f.id === fav.id);
  if (merging) void merging.then(() => setFavourite(fav, wanted));
  else setFavourite(fav, wanted);
  return wanted;
}

export function useIsFavourite(id: number): boolean {
  return useSyncExternalStore(subscribe, () => readFavourites().some((f) => f.id === id), () => false);
}

export function useFavourites(): Favourite[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => (typeof window === "undefined" ? "[]" : (window.localStorage.getItem(FAVOURITES_KEY) ?? "[]")),
    () => "[]",
  );
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? (v as Favourite[]).filter((f) => typeof f?.id === "number") : [];
  } catch {
    return [];
  }
}

/** Last viewed (spec section 9): at most 8, newest first, the same id and variant de-duplicated. */
export interface LastViewed {
  id: number;
  vid: number | null;
}
export const LAST_VIEWED_MAX = 8;

export function addLastViewed(list: readonly LastViewed[], entry: LastViewed): LastViewed[] {
  return [entry, ...list.filter((e) => !(e.id === entry.id && e.vid === entry.vid))].slice(0, LAST_VIEWED_MAX);
}

export function recordLastViewed(entry: LastViewed): void {
  writeList(LAST_VIEWED_KEY, addLastViewed(readList<LastViewed>(LAST_VIEWED_KEY), entry));
}

/**
 * The ids of the last viewed products (newest first, each once), without `exclude` (the product on screen).
 * The snapshot is the ids as text: a write that changes nothing shown here (the product page moving its own
 * product to the front) leaves it equal, so nothing re-renders. A changed snapshot is a synchronous
 * re-render in React, and right after hydration it hydrated the rest of the page in the same task.
 */
export function lastViewedIds(exclude?: number): string {
  const ids = readList<LastViewed>(LAST_VIEWED_KEY)
    .filter((e) => typeof e?.id === "number")
    .slice(0, LAST_VIEWED_MAX)
    .map((e) => e.id)
    .filter((id) => id !== exclude);
  return [...new Set(ids)].join(",");
}

export function useLastViewedIds(exclude?: number): number[] {
  const key = useSyncExternalStore(subscribe, () => lastViewedIds(exclude), () => "");
  return useMemo(() => (key ? key.split(",").map(Number) : []), [key]);
}
