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
