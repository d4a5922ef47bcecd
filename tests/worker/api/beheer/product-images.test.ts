/**
 * Uploaded product images (docs/decisions/041): upload to R2 with a size limit and a type check by the
 * file's content (Dutch errors, nothing stored when refused), alt text required, the resized widths served
 * by the Worker through the Images binding (miniflare runs it locally), order, alt and delete with audit
 * rows, and permission "assortment" (the owner, not staff).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BeheerProductImage, BeheerProductImages } from "../../../../app/lib/beheer/types/media";
import { BEHEER_MEDIA_MESSAGES as M, PRODUCT_IMAGE_MAX_BYTES } from "../../../../app/lib/beheer/messages/media";
import { NOT_ALLOWED_MESSAGE } from "../../../../app/lib/beheer/messages/common";
import type { Product } from "../../../../app/lib/api/types/catalog";
import { sniffImage } from "../../../../worker/domain/media/sniff";
import { seedCatalog } from "../../../helpers/catalog";
import { worker } from "../../../helpers/http";
import { beheerFetch } from "../../../helpers/staff";
import { JPEG_1000x750, PNG_1000x750, WEBP_1000x750 } from "../../../helpers/image-fixtures";

beforeAll(seedCatalog);

type Body<T> = { data: T; error?: { code: string; message: string; fields?: Record<string, string> } };
const json = async <T>(res: Response) => (await res.json()) as Body<T>;

function form(bytes: Uint8Array<ArrayBuffer> | string, name: string, alt: string | null, type = "image/jpeg"): FormData {
  const f = new FormData();
  f.set("file", new File([bytes], name, { type }));
  if (alt !== null) f.set("alt", alt);
  return f;
}

const upload = (productId: number, body: FormData, role: "eigenaar" | "medewerker" = "eigenaar") =>
  beheerFetch(`/beheer/api/product-images/${productId}`, { method: "POST", body }, role);

const stored = async (productId: number) => ({
  rows: (await env.DB.prepare("SELECT COUNT(*) AS n FROM product_uploads WHERE product_id = ?1").bind(productId).first<number>("n"))!,
  objects: (await env.MEDIA.list({ prefix: "originals/" })).objects.length,
});

const audit = (productId: number, action: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE entity = 'product' AND entity_id = ?1 AND action = ?2").bind(String(productId), action).first<number>("n");

describe("uploading a product image", () => {
  it("stores a JPEG in R2 under its content hash, lists it and shows it on the product page with a srcset-ready URL", async () => {
    const res = await upload(10001, form(JPEG_1000x750, "foto.jpg", "Matras op een bed in een lichte slaapkamer"));
    expect(res.status).toBe(201);
    const image = (await json<BeheerProductImage>(res)).data;
    expect(image).toMatchObject({ type: "image/jpeg", width: 1000, height: 750, alt: "Matras op een bed in een lichte slaapkamer", position: 1 });
    expect(image.src).toMatch(/^\/img\/u\/[0-9a-f]{64}\/800\.jpg$/u);
    const key = image.src.split("/")[3]!;
    expect(await env.MEDIA.head(`originals/${key}`)).not.toBeNull();
    expect(await audit(10001, "product.image_add")).toBe(1);

    const list = (await json<BeheerProductImages>(await beheerFetch("/beheer/api/product-images/10001"))).data;
    expect(list.images.map((i) => i.id)).toEqual([image.id]);
    // The shop shows the upload instead of the drawn illustrations.
    const product = (await json<Product>(await worker("/v1/catalog/product/10001"))).data;
    expect(product.images.map((i) => i.src)).toEqual([image.src]);
    expect(product.images[0]).toMatchObject({ width: 1000, height: 750, alt: "Matras op een bed in een lichte slaapkamer" });
  });

  it.each([
    ["an SVG named .jpg", `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`, "foto.jpg"],
    ["an HTML page named .jpg", "<!doctype html><html><body>hallo</body></html>", "foto.jpg"],
    ["a GIF", "GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000", "foto.gif"],
  ])("refuses %s with a Dutch 415 and stores nothing", async (_name, content, filename) => {
    const before = await stored(10002);
    const res = await upload(10002, form(content, filename, "Een afbeelding"));
    expect(res.status).toBe(415);
    expect((await json(res)).error).toMatchObject({ code: "image_wrong_type", message: M.wrongType });
    expect(await stored(10002)).toEqual(before);
  });

  it("refuses a file over the size limit with a Dutch 413 and stores nothing", async () => {
    const before = await stored(10002);
    const big = new Uint8Array(PRODUCT_IMAGE_MAX_BYTES + 1);
    big.set(JPEG_1000x750);
    const res = await upload(10002, form(big, "groot.jpg", "Groot"));
    expect(res.status).toBe(413);
    expect((await json(res)).error?.message).toBe(M.tooLarge);
    expect(await stored(10002)).toEqual(before);
  });

  it("requires a Dutch alt text and a file", async () => {
    const before = await stored(10002);
    const noAlt = await upload(10002, form(PNG_1000x750, "foto.png", "   ", "image/png"));
    expect(noAlt.status).toBe(422);
    expect((await json(noAlt)).error?.message).toBe(M.altRequired);
    const noFile = new FormData();
    noFile.set("alt", "Iets");
    const missing = await upload(10002, noFile);
    expect(missing.status).toBe(422);
    expect((await json(missing)).error?.message).toBe(M.fileMissing);
    expect(await stored(10002)).toEqual(before);
  });

  it("is for the owner only (permission assortment): staff get the Dutch 403 and nothing is stored", async () => {
    const before = await stored(10002);
    const res = await upload(10002, form(WEBP_1000x750, "foto.webp", "Kussen", "image/webp"), "medewerker");
    expect(res.status).toBe(403);
    expect((await json(res)).error?.message).toBe(NOT_ALLOWED_MESSAGE);
    expect((await beheerFetch("/beheer/api/product-images/10002", {}, "medewerker")).status).toBe(403);
    expect(await stored(10002)).toEqual(before);
  });

  it("answers 404 in Dutch for a product that does not exist", async () => {
    const res = await upload(999999, form(JPEG_1000x750, "foto.jpg", "Iets"));
    expect(res.status).toBe(404);
    expect((await json(res)).error?.message).toBe(M.notFound);
  });
});

describe("serving an upload resized", () => {
  it.each([
    ["image/jpeg", JPEG_1000x750, "jpg"],
    ["image/png", PNG_1000x750, "png"],
    ["image/webp", WEBP_1000x750, "webp"],
  ] as const)("serves a %s at a fixed width in its type, immutable, and the original at widths above it", async (type, bytes, ext) => {
    const res = await upload(10003, form(bytes, `foto.${ext}`, `Foto ${ext}`, type));
    expect(res.status).toBe(201);
    const key = (await json<BeheerProductImage>(res)).data.src.split("/")[3]!;
    const small = await worker(`/img/u/${key}/320.${ext}`);
    expect(small.status).toBe(200);
    expect(small.headers.get("Content-Type")).toBe(type);
    expect(small.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(sniffImage(new Uint8Array(await small.arrayBuffer()))).toEqual({ type, width: 320, height: 240 });
    // Kept in R2: the next request is not resized again.
    expect(await env.MEDIA.head(`derived/${key}/320.${ext}`)).not.toBeNull();
    const large = await worker(`/img/u/${key}/1200.${ext}`);
    expect(sniffImage(new Uint8Array(await large.arrayBuffer()))).toEqual({ type, width: 1000, height: 750 });
  });

  it("answers 404 for a width outside the fixed set, another extension or an unknown key", async () => {
    const res = await upload(10004, form(JPEG_1000x750, "foto.jpg", "Foto"));
    const key = (await json<BeheerProductImage>(res)).data.src.split("/")[3]!;
    expect((await worker(`/img/u/${key}/321.jpg`)).status).toBe(404);
    expect((await worker(`/img/u/${key}/320.png`)).status).toBe(404);
    expect((await worker(`/img/u/${"0".repeat(64)}/320.jpg`)).status).toBe(404);
  });
});

describe("alt text, order and delete", () => {
  it("changes the alt text, moves an image and deletes it with an audit row each; the last delete brings back the drawings", async () => {
    const drawn = (await json<Product>(await worker("/v1/catalog/product/10005"))).data.images.map((i) => i.src);
    expect(drawn[0]).toMatch(/^\/img\/p\//u);
    const a = (await json<BeheerProductImage>(await upload(10005, form(JPEG_1000x750, "a.jpg", "Eerste")))).data;
    // A file of its own (one byte after the PNG's end): its bytes go when it is deleted.
    const own = new Uint8Array([...PNG_1000x750, 0]);
    const b = (await json<BeheerProductImage>(await upload(10005, form(own, "b.png", "Tweede", "image/png")))).data;
    expect(b.position).toBe(2);

    const patch = await beheerFetch(`/beheer/api/product-images/10005/${b.id}`, { method: "PATCH", body: JSON.stringify({ alt: "Tweede, nu beter beschreven" }) });
    expect(patch.status).toBe(200);
    const emptyAlt = await beheerFetch(`/beheer/api/product-images/10005/${b.id}`, { method: "PATCH", body: JSON.stringify({ alt: "" }) });
    expect(emptyAlt.status).toBe(422);

    const move = await beheerFetch(`/beheer/api/product-images/10005/${b.id}/move`, { method: "POST", body: JSON.stringify({ direction: "up" }) });
    expect(move.status).toBe(200);
    const product = (await json<Product>(await worker("/v1/catalog/product/10005"))).data;
    expect(product.images.map((i) => i.alt)).toEqual(["Tweede, nu beter beschreven", "Eerste"]);
    const further = await beheerFetch(`/beheer/api/product-images/10005/${b.id}/move`, { method: "POST", body: JSON.stringify({ direction: "up" }) });
    expect(further.status).toBe(409);

    for (const id of [a.id, b.id]) expect((await beheerFetch(`/beheer/api/product-images/10005/${id}`, { method: "DELETE" })).status).toBe(200);
    expect((await beheerFetch(`/beheer/api/product-images/10005/${a.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await env.MEDIA.head(`originals/${b.src.split("/")[3]}`)).toBeNull();
    // The JPEG is also product 10001's: its bytes stay.
    expect(await env.MEDIA.head(`originals/${a.src.split("/")[3]}`)).not.toBeNull();
    expect((await json<Product>(await worker("/v1/catalog/product/10005"))).data.images.map((i) => i.src)).toEqual(drawn);
    expect([await audit(10005, "product.image_alt"), await audit(10005, "product.image_move"), await audit(10005, "product.image_delete")]).toEqual([1, 1, 2]);
  });
});
