import { data, redirect } from "react-router";
import type { Route } from "./+types/page";
import { Breadcrumbs } from "../../components/catalog/breadcrumbs";
import { CONTACT_FORM_ANCHOR, CONTACT_FORM_PAGE, CONTACT_SENT_PARAM, ContactForm, type ContactFormState, type ContactValues } from "../../components/contact/contact-form";
import { splitAfterSection } from "../../components/contact/split-blocks";
import { RichText } from "../../components/content/rich-text";
import { ApiError } from "../../lib/api/client";
import { orRouteError } from "../../lib/api/route-errors";
import type { ContactAccepted } from "../../lib/api/types/contact";
import { edgeContext } from "../../lib/context";
import { createLogger } from "../../lib/log";
import type { ServicePage as ServicePageData } from "../../lib/api/types/content";
import { breadcrumbLd, pageMeta, siteOrigin } from "../../lib/seo.server";
import { CONTACT_MESSAGES, contactFieldErrors, contactMessageSchema } from "../../lib/schemas/contact";

/** /service/{page}/: loaded on demand (its own route chunk and data call). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await orRouteError(context.get(edgeContext).api.content.servicePage(params.page), "Deze pagina bestaat niet.");
  const sent = page.slug === CONTACT_FORM_PAGE && new URL(request.url).searchParams.get(CONTACT_SENT_PARAM) === "1";
  return { page, sent, seo: serviceSeo(siteOrigin(request.url, context), page) };
}

/**
 * The contact form's post (klantenservice-contact only): checked with the shared schema, sent to
 * POST /v1/contact, then a redirect to the page with a success flag (303, also without JavaScript).
 * Field errors come back with the entered values (422); a refusal of the API (e.g. 429) as a form error.
 * Posted by the hydrated form (js=1), refusals answer 200 so the browser does not log a failed load.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (params.page !== CONTACT_FORM_PAGE) throw data("Op deze pagina kun je niets versturen.", { status: 405 });
  const form = await request.formData();
  const field = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  const values: ContactValues = { name: field("name"), email: field("email"), order_number: field("order_number"), question: field("question") };
  // With JavaScript (js=1) a refusal is data with status 200, as a 4xx would count as a failed load.
  const status = (code: number) => (field("js") === "1" ? 200 : code);
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) return data<ContactFormState>({ errors: contactFieldErrors(parsed.error), values }, { status: status(422) });
  try {
    await context.get(edgeContext).api.send<ContactAccepted>("POST", "/v1/contact", parsed.data);
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return data<ContactFormState>({ formError: err.message, values }, { status: status(err.status) });
    createLogger({ request_id: context.get(edgeContext).requestId }).error("contact form not sent", { error: String(err) });
    return data<ContactFormState>({ formError: CONTACT_MESSAGES.failed, values }, { status: status(503) });
  }
  return redirect(`/service/${CONTACT_FORM_PAGE}/?${CONTACT_SENT_PARAM}=1#${CONTACT_FORM_ANCHOR}`, 303);
}

/** The tags come with the data (built in the loader by app/lib/seo.server.ts). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ name: "robots", content: "noindex" }];

function serviceSeo(origin: string, page: ServicePageData) {
  return pageMeta({
    origin,
    title: `${page.title} | Droomnest`,
    description: page.meta_description,
    path: `/service/${page.slug}/`,
    jsonLd: [breadcrumbLd(origin, serviceCrumbs(page))],
  });
}

const serviceCrumbs = (page: { title: string; slug: string }) => [
  { title: "Home", url: "/" },
  { title: "Klantenservice", url: "/service/" },
  { title: page.title, url: `/service/${page.slug}/` },
];

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, sent } = loaderData;
  const withForm = page.slug === CONTACT_FORM_PAGE;
  const [before, after] = withForm ? splitAfterSection(page.blocks, CONTACT_FORM_ANCHOR) : [page.blocks, []];
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <Breadcrumbs items={serviceCrumbs(page)} />
      <article className="rich-text">
        <h1 className="page-title">{page.title}</h1>
        <p className="content-page__intro">{page.intro}</p>
        <RichText blocks={before} />
        {withForm ? <ContactForm state={actionData as ContactFormState | undefined} sent={sent} /> : null}
        <RichText blocks={after} />
      </article>
    </main>
  );
}
