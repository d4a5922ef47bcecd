import type { RichBlock } from "../../lib/schemas/content";

/**
 * Splits content blocks at the end of the section headed by the h2 with the given id (up to the next h2),
 * so something can be placed at the end of that section. No such heading: everything comes before.
 */
export function splitAfterSection(blocks: RichBlock[], id: string): [RichBlock[], RichBlock[]] {
  const at = blocks.findIndex((b) => b.type === "h2" && b.id === id);
  if (at < 0) return [blocks, []];
  const next = blocks.findIndex((b, i) => i > at && b.type === "h2");
  const end = next < 0 ? blocks.length : next;
  return [blocks.slice(0, end), blocks.slice(end)];
}
