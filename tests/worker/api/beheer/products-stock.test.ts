/**
 * Stock per variant in the back office (docs/decisions/039): set, add and subtract with a reason, each in the
 * movement log and the audit log; the units not yet sold never go below what open reservations hold, also
 * under parallel requests; a double submit changes stock once; both roles may.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BeheerProductDetail } from "../../../../app/lib/beheer/types/products";
import { BEHEER_PRODUCT_MESSAGES as M } from "../../../../app/lib/beheer/messages/products";
import { Visitor } from "../../../helpers/account";
import { findVariant, seedCart } from "../../../helpers/cart";
import { orderItem, placeOrder } from "../../../helpers/orders";
import { beheerFetch } from "../../../helpers/staff";
import { lowStockCount } from "../../../../worker/store/backoffice/stock";

beforeAll(seedCart, 60_000);

type Role = "eigenaar" | "medewerker";
const json = async <T>(res: Response) => (await res.json()) as { data: T; error?: { code: string; message: string } };
const key = () => crypto.randomUUID().replace(/-/gu, "");

function change(productId: number, variantId: number, kind: "set" | "add" | "subtract", quantity: number, opts: { role?: Role; requestKey?: string; reason?: string } = {}) {
  return beheerFetch(
    `/beheer/api/products/${productId}/stock`,
    { method: "POST", body: JSON.stringify({ variant_id: variantId, kind, quantity, reason: opts.reason ?? "Telling magazijn", request_key: opts.requestKey ?? key() }) },
    opts.role ?? "medewerker",
  );
}

const freeStock = async (variantId: number) => (await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(variantId).first<number>("stock"))!;
const productStock = async (productId: number) => (await env.DB.prepare("SELECT stock FROM products WHERE id = ?1").bind(productId).first<number>("stock"))!;

describe("stock changes", () => {
  it("a staff member adds, subtracts and counts with a reason: logged with before and after, audited, product total kept", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.stock >= 10, 5);
    const start = await freeStock(variant.id);
    expect((await change(product.id, variant.id, "add", 4)).status).toBe(200);
    expect(await freeStock(variant.id)).toBe(start + 4);
    expect((await change(product.id, variant.id, "subtract", 6, { reason: "Beschadigd" })).status).toBe(200);
    expect(await freeStock(variant.id)).toBe(start - 2);
    const counted = await change(product.id, variant.id, "set", 3);
    expect(counted.status).toBe(200);
    expect(await freeStock(variant.id)).toBe(3);
    const sum = (await env.DB.prepare("SELECT SUM(stock) AS n FROM variants WHERE product_id = ?1").bind(product.id).first<number>("n"))!;
    expect(await productStock(product.id)).toBe(sum);
    const d = (await json<BeheerProductDetail>(counted)).data;
    expect(d.movements.slice(0, 3).map((m) => [m.kind, m.quantity, m.stock_before, m.stock_after, m.reason, m.staff_email])).toEqual([
      ["set", 3, start - 2, 3, "Telling magazijn", "sem@droomnest.nl"],
      ["subtract", 6, start + 4, start - 2, "Beschadigd", "sem@droomnest.nl"],
      ["add", 4, start, start + 4, "Telling magazijn", "sem@droomnest.nl"],
    ]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'product' AND entity_id = ?1 AND action = 'stock.change'").bind(String(product.id)).first<number>("n")).toBe(3);
  });

  it("refuses stock below 0, a missing reason and another product's variant, in Dutch, changing nothing", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.stock >= 1, 7);
    const other = findVariant((p) => p.id !== product.id);
    const start = await freeStock(variant.id);
    const moves = () => env.DB.prepare("SELECT COUNT(*) AS n FROM stock_movements WHERE variant_id = ?1").bind(variant.id).first<number>("n");
    const logged = await moves();
    const below = await change(product.id, variant.id, "subtract", start + 1);
    expect(below.status).toBe(409);
    expect((await json(below)).error?.message).toBe(M.stockBelowReserved(0));
    const noReason = await change(product.id, variant.id, "add", 1, { reason: " " });
    expect(noReason.status).toBe(422);
    expect((await json(noReason)).error?.message).toBe(M.reasonRequired);
    expect((await change(product.id, other.variant.id, "add", 1)).status).toBe(404);
    expect(await freeStock(variant.id)).toBe(start);
    expect(await moves()).toBe(logged);
  });

  it("the same form submitted twice changes stock once", async () => {
    const { product, variant } = findVariant((p, v) => p.available && v.stock >= 1, 9);
    const start = await freeStock(variant.id);
    const k = key();
    const [a, b] = await Promise.all([change(product.id, variant.id, "add", 5, { requestKey: k }), change(product.id, variant.id, "add", 5, { requestKey: k })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await freeStock(variant.id)).toBe(start + 5);
  });
});

describe("stock and open reservations", () => {
  it("a count never goes below the units an unpaid order holds; parallel subtractions never oversell", async () => {
    const { product, variant } = orderItem();
    // An unpaid order holds 2 units (taken off the free stock at payment-url).
    await placeOrder(new Visitor(), { outcome: "open", quantity: 2 });
    const detail = (await json<BeheerProductDetail>(await beheerFetch(`/beheer/api/products/${product.id}`, {}, "medewerker"))).data;
    const held = detail.variants.find((v) => v.id === variant.id)!.reserved;
    expect(held).toBeGreaterThanOrEqual(2);

    const tooFew = await change(product.id, variant.id, "set", held - 1);
    expect(tooFew.status).toBe(409);
    expect((await json(tooFew)).error?.message).toBe(M.stockBelowReserved(held));
    // Counting 3 more than held: 3 free to sell, the held units untouched.
    expect((await change(product.id, variant.id, "set", held + 3)).status).toBe(200);
    expect(await freeStock(variant.id)).toBe(3);

    // Six parallel subtractions of 1 from 3 free units: exactly three succeed, the held units stay.
    const results = await Promise.all(Array.from({ length: 6 }, () => change(product.id, variant.id, "subtract", 1)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await freeStock(variant.id)).toBe(0);
    const after = (await json<BeheerProductDetail>(await beheerFetch(`/beheer/api/products/${product.id}`, {}, "medewerker"))).data;
    expect(after.variants.find((v) => v.id === variant.id)!.reserved).toBe(held);
    // Now low on stock: counted by the dashboard's figure.
    expect(await lowStockCount(env.DB)).toBeGreaterThan(0);
    expect(after.variants.find((v) => v.id === variant.id)!.stock).toBe(0);
  });
});
