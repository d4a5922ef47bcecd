/**
 * The root loader's data for the shell and pages. Only the loader's type is imported from app/root.tsx
 * (erased at build time), so components can read the root data without an import cycle through root.tsx.
 */
import { useRouteLoaderData } from "react-router";
import type { loader } from "../root";

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}
