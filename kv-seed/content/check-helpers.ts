/** Helpers shared by the content check scripts. */
/** Keys present in the input but absent from the parsed output were stripped by the schema (typos). */
export function findStrippedKeys(input: unknown, output: unknown, path: string, found: string[]): void {
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, i) => findStrippedKeys(item, output[i], `${path}[${i}]`, found));
  } else if (input !== null && typeof input === "object" && output !== null && typeof output === "object") {
    const out = output as Record<string, unknown>;
    for (const [key, value] of Object.entries(input)) {
      if (!(key in out)) found.push(`${path}.${key}`);
      else findStrippedKeys(value, out[key], `${path}.${key}`, found);
    }
  }
}
