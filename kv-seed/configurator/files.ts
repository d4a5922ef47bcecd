/** Reads kv-seed/configurator's JSON files for the seed (Node). */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ConfiguratorFiles } from "./build.ts";

export function loadConfiguratorFiles(): ConfiguratorFiles {
  const here = dirname(fileURLToPath(import.meta.url));
  const read = (name: string) => JSON.parse(readFileSync(join(here, name), "utf8")) as unknown;
  return { parts: read("parts.json"), hotel: read("hotel-boxspring-set.json") };
}
