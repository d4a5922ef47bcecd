/**
 * Browser storage for favourites and last viewed (spec section 3 and 9). Isomorphic: on the server
 * every read is empty. Components subscribe with useSyncExternalStore.
 */
import { useSyncExternalStore } from "react";

export interface Favourite {
  id: number;
  image: string;
  available: boolean;
}

export const FAVOURITES_KEY = "droomnest:favorieten";
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

/** Adds or removes a favourite (matched by id); returns whether it is a favourite now. */
export function toggleFavourite(fav: Favourite): boolean {
  const list = readFavourites();
  const exists = list.some((f) => f.id === fav.id);
  writeList(FAVOURITES_KEY, exists ? list.filter((f) => f.id !== fav.id) : [...list, fav]);
  return !exists;
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
export const LAST_VIEWED_KEY = "droomnest:laatst-bekeken";
export const LAST_VIEWED_MAX = 8;

export function addLastViewed(list: readonly LastViewed[], entry: LastViewed): LastViewed[] {
  return [entry, ...list.filter((e) => !(e.id === entry.id && e.vid === entry.vid))].slice(0, LAST_VIEWED_MAX);
}

export function recordLastViewed(entry: LastViewed): void {
  writeList(LAST_VIEWED_KEY, addLastViewed(readList<LastViewed>(LAST_VIEWED_KEY), entry));
}

export function useLastViewed(): LastViewed[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => (typeof window === "undefined" ? "[]" : (window.localStorage.getItem(LAST_VIEWED_KEY) ?? "[]")),
    () => "[]",
  );
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v) ? (v as LastViewed[]).filter((e) => typeof e?.id === "number").slice(0, LAST_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}
