import { describe, expect, it } from "vitest";
import { visibleMenuItems } from "../../app/lib/catalog/menu";
import { contentSchemas, type ContentKey } from "../../app/lib/schemas/content";
import { seedContent } from "../helpers/seed";

describe("kv-seed content", () => {
  it.each(Object.keys(contentSchemas) as ContentKey[])("%s.json matches its schema", (key) => {
    const result = contentSchemas[key].safeParse(seedContent[key]);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it("has more than 10 menu items, so the at-most-9 rule shows, with Acties (highlighted) and Kleur (colour blocks) visible", () => {
    const nav = contentSchemas.navigation.parse(seedContent.navigation);
    expect(nav.items.length).toBeGreaterThan(10);
    const shown = visibleMenuItems(nav.items);
    expect(shown).toHaveLength(9);
    const acties = shown.find((i) => i.title === "Acties");
    expect(acties?.highlight).toBe(true);
    const kleur = shown.find((i) => i.title === "Kleur");
    expect(kleur?.colors.length).toBeGreaterThanOrEqual(8);
    expect(nav.items.some((i) => i.sub_items.length > 0)).toBe(true);
  });

  it("has a main promo plus exactly two extra promos, the main one without its own button text", () => {
    const home = contentSchemas.homepage.parse(seedContent.homepage);
    expect(home.promos).toHaveLength(3);
    expect(home.promos[0]!.button_text).toBeNull();
  });
});
