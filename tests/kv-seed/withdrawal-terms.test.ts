/**
 * The seed's conditions and the code use ONE list of exclusions from withdrawal (docs/decisions/038): article
 * 13 of the algemene voorwaarden says word for word what app/kernel/withdrawal.ts enforces, and the
 * periods of the conditions and the retourneren page are the kernel's.
 */
import { describe, expect, it } from "vitest";
import terms from "../../kv-seed/content/service/algemene-voorwaarden.json";
import returnsPage from "../../kv-seed/content/service/retourneren.json";
import { TRIAL_NIGHTS, WITHDRAWAL_DAYS, WITHDRAWAL_EXCLUSIONS } from "../../app/kernel/withdrawal";

type Block = { type: string; text?: string; id?: string; items?: string[] };

function listAfter(blocks: Block[], headingId: string): string[] {
  const at = blocks.findIndex((b) => b.type === "h2" && b.id === headingId);
  const list = blocks.slice(at + 1).find((b) => b.type === "ul");
  return list?.items ?? [];
}

describe("exclusions from withdrawal: one list", () => {
  it("article 13 of the algemene voorwaarden is the kernel's list, in its order", () => {
    expect(listAfter(terms.blocks as Block[], "uitsluiting-herroepingsrecht")).toEqual(WITHDRAWAL_EXCLUSIONS.map((e) => e.terms));
  });

  it("the conditions and the retourneren page name the kernel's periods", () => {
    const text = JSON.stringify(terms) + JSON.stringify(returnsPage);
    expect(text).toContain(`bedenktijd van ${WITHDRAWAL_DAYS} dagen`);
    expect(text).toContain(`${TRIAL_NIGHTS} nachten proefslapen`);
  });
});
