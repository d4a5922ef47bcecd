/**
 * The product images page through the whole Worker (docs/decisions/041): an upload as a multipart form post
 * without JavaScript (larger than other forms may be), its Dutch refusal on the page, a medewerker's 403,
 * and the shop's product page showing the upload with a srcset of the fixed widths.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BEHEER_MEDIA_MESSAGES as M } from "../../../../app/lib/beheer/messages/media";
import { seedCatalog, seedProduct } from "../../../helpers/catalog";
import { BROWSER_UA } from "../../../helpers/seed";
import { decodeHtml, worker } from "../../../helpers/http";
import { staffSession } from "../../../helpers/staff";
import { JPEG_1000x750 } from "../../../helpers/image-fixtures";

beforeAll(seedCatalog);

const PAGE = "/beheer/producten/10006/afbeeldingen/";

async function post(body: FormData): Promise<Response> {
  const { headers } = await staffSession("eigenaar");
  return worker(PAGE, { method: "POST", headers: { ...headers, "User-Agent": BROWSER_UA, Accept: "text/html" }, body });
}

function uploadForm(bytes: Uint8Array<ArrayBuffer> | string, name: string, alt: string): FormData {
  const f = new FormData();
  f.set("intent", "upload");
  f.set("file", new File([bytes], name, { type: "image/jpeg" }));
  f.set("alt", alt);
  return f;
}

describe("the product images page", () => {
  it("answers a medewerker 403 in Dutch inside the back office", async () => {
    const { headers } = await staffSession("medewerker");
    const res = await worker(PAGE, { headers: { ...headers, "User-Agent": BROWSER_UA, Accept: "text/html" } });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Dit mag je rol niet.");
  });

  it("refuses an HTML file named .jpg on the page in Dutch and stores nothing", async () => {
    const res = await post(uploadForm("<html><script>alert(1)</script></html>", "foto.jpg", "Foto"));
    expect(res.status).toBe(200);
    expect(decodeHtml(await res.text())).toContain(M.wrongType);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM product_uploads WHERE product_id = 10006").first<number>("n")).toBe(0);
  });

  it("uploads a JPEG with a form post (more than 64 KB of form); the product page shows it on the next request, with a srcset", async () => {
    // The product page in the page cache first: the upload must reach it anyway (catalogChanged).
    const shopPage = () => worker(`/${seedProduct(10006).slug}.html`, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } });
    let cached = await shopPage();
    for (let i = 0; i < 50 && cached.headers.get("X-Page-Cache") !== "hit"; i++) {
      await cached.arrayBuffer();
      await new Promise((r) => setTimeout(r, 20));
      cached = await shopPage();
    }
    expect(cached.headers.get("X-Page-Cache")).toBe("hit");
    expect(await cached.text()).not.toContain("/img/u/");
    // Padding after the JPEG's end makes the form larger than other page forms may be.
    const padded = new Uint8Array(200 * 1024);
    padded.set(JPEG_1000x750);
    const res = await post(uploadForm(padded, "foto.jpg", "Dekbed op een opgemaakt bed"));
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain(M.added);
    expect(html).toContain('alt="Dekbed op een opgemaakt bed"');

    const page = decodeHtml(await (await shopPage()).text());
    const key = /\/img\/u\/([0-9a-f]{64})\/800\.jpg/u.exec(page)?.[1];
    expect(key).toBeDefined();
    // React writes the attribute as srcSet (HTML attribute names are case-insensitive).
    expect(page).toContain(`srcSet="/img/u/${key}/320.jpg 320w, /img/u/${key}/480.jpg 480w, /img/u/${key}/640.jpg 640w, /img/u/${key}/800.jpg 800w"`);
    expect(page).toContain('alt="Dekbed op een opgemaakt bed"');
  });
});
