/**
 * /beheer/producten/{id}/afbeeldingen/ (docs/decisions/041): a product's uploaded images. List with preview,
 * alt text and size; upload (multipart, works without JavaScript), alt text, order and delete, each a form
 * that posts to this route's action, which writes through /beheer/api/product-images (permission
 * "assortment", audit row in the same batch). Without uploads the shop shows the drawn illustrations.
 */
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/product-images";
import { edgeContext } from "../../lib/context";
import { formText, formWrite, pageRead, type FormResult } from "../../lib/beheer/access-form";
import { BEHEER_MEDIA_MESSAGES as M, PRODUCT_IMAGE_ALT_MAX } from "../../lib/beheer/messages/media";
import type { BeheerProductImages } from "../../lib/beheer/types/media";
import { BeheerField } from "../../components/beheer/text-field";
import { BeheerPageError } from "../../components/beheer/page-error";
import { Alert } from "../../components/form/alert";
import { BeheerTable } from "../../components/beheer/table";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData ? M.title(loaderData.list.product.title) : "Afbeeldingen"} | Beheer | Droomnest` }];

const productId = (raw: string | undefined) => (/^\d{1,10}$/u.test(raw ?? "") ? raw! : "0");

export async function loader({ context, params }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  return { list: await pageRead(() => beheer.get<BeheerProductImages>(`/beheer/api/product-images/${productId(params.id)}`)) };
}

export async function action({ request, context, params }: Route.ActionArgs): Promise<FormResult> {
  const { beheer } = context.get(edgeContext);
  const base = `/beheer/api/product-images/${productId(params.id)}`;
  const form = await request.formData();
  const intent = formText(form, "intent");
  const image = formText(form, "image");
  const path = `${base}/${encodeURIComponent(image)}`;
  if (intent === "upload") {
    const upload = new FormData();
    const file = form.get("file");
    if (file instanceof File && file.size > 0) upload.set("file", file);
    upload.set("alt", formText(form, "alt"));
    return formWrite(intent, () => beheer.sendForm(base, upload), () => M.added);
  }
  if (intent === "alt") return formWrite(`${intent}-${image}`, () => beheer.send("PATCH", path, { alt: formText(form, "alt") }), () => M.altSaved);
  if (intent === "up" || intent === "down") return formWrite(`move-${image}`, () => beheer.send("POST", `${path}/move`, { direction: intent }), () => M.moved);
  if (intent === "delete") return formWrite(`${intent}-${image}`, () => beheer.send("DELETE", path), () => M.removed);
  return { intent, ok: false, message: M.invalid };
}

export default function ProductImages({ loaderData, actionData }: Route.ComponentProps) {
  const { product, images } = loaderData.list;
  const busy = useNavigation().state === "submitting";
  const uploadError = actionData && !actionData.ok && actionData.intent === "upload" ? actionData : null;
  return (
    <>
      <p>
        <Link to={`/beheer/producten/${product.id}/`}>{M.back}</Link>
      </p>
      <h1>{M.title(product.title)}</h1>
      {actionData ? (
        <Alert tone={actionData.ok ? "success" : "danger"} resetKey={JSON.stringify(actionData)}>
          {actionData.message}
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <BeheerTable id="afbeeldingen" className="beheer-media" caption={M.caption}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{M.preview}</th>
              <th scope="col">{M.altColumn}</th>
              <th scope="col">{M.sizeColumn}</th>
              <th scope="col">{M.actionsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {images.map((img, i) => (
              <tr key={img.id}>
                <td>{img.position}</td>
                <td>
                  <img className="beheer-media__thumb" src={img.thumb} width={160} height={Math.round((160 * img.height) / img.width)} alt={img.alt} loading="lazy" />
                </td>
                <td>
                  <Form method="post" className="beheer-inline-form">
                    <input type="hidden" name="intent" value="alt" />
                    <input type="hidden" name="image" value={img.id} />
                    <div className="account-field">
                      <label htmlFor={`alt-${img.id}`} className="visually-hidden">
                        {M.altFor(img.position)}
                      </label>
                      <input id={`alt-${img.id}`} name="alt" type="text" defaultValue={img.alt} maxLength={PRODUCT_IMAGE_ALT_MAX} required autoComplete="off" />
                    </div>
                    <button type="submit" className="btn btn--small" disabled={busy}>
                      {M.saveAlt}
                    </button>
                  </Form>
                </td>
                <td>{M.size(img.width, img.height, Math.max(1, Math.round(img.bytes / 1024)))}</td>
                <td>
                  <div className="beheer-row-actions">
                    {i > 0 ? <MoveButton id={img.id} intent="up" label={M.up(img.position)} text="↑" busy={busy} /> : null}
                    {i < images.length - 1 ? <MoveButton id={img.id} intent="down" label={M.down(img.position)} text="↓" busy={busy} /> : null}
                    <Form method="post" className="beheer-inline-form">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="image" value={img.id} />
                      <button type="submit" className="btn btn--small btn--danger" disabled={busy}>
                        {M.remove(img.position)}
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </BeheerTable>
      )}
      <section aria-labelledby="afbeelding-toevoegen" className="beheer-section">
        <h2 id="afbeelding-toevoegen">{M.uploadTitle}</h2>
        <Form method="post" encType="multipart/form-data" className="beheer-form" noValidate>
          <input type="hidden" name="intent" value="upload" />
          <div className="account-field">
            <label htmlFor="afbeelding-bestand">{M.fileLabel}</label>
            <input
              id="afbeelding-bestand"
              name="file"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-invalid={uploadError?.fields?.file ? true : undefined}
              aria-describedby={uploadError?.fields?.file ? "afbeelding-bestand-fout" : undefined}
            />
            {uploadError?.fields?.file ? (
              <p id="afbeelding-bestand-fout" className="account-field__error">
                {uploadError.fields.file}
              </p>
            ) : null}
          </div>
          <BeheerField form="afbeelding" name="alt" label={M.altLabel} hint={M.altHint} required error={uploadError?.fields?.alt} />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {M.upload}
          </button>
        </Form>
      </section>
    </>
  );
}

function MoveButton({ id, intent, label, text, busy }: { id: number; intent: "up" | "down"; label: string; text: string; busy: boolean }) {
  return (
    <Form method="post" className="beheer-inline-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="image" value={id} />
      <button type="submit" className="btn btn--small" aria-label={label} disabled={busy}>
        {text}
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title="Afbeeldingen" />;
}
