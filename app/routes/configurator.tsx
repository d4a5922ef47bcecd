/**
 * /configurator/{category}/{product}/step-{n}/ (spec sections 2 and 4, ADR 021): the boxspring
 * configurator. Server-rendered with the current step's options as a form (works before hydration: the
 * choice travels in the URL as a preset string), then a hydrated island that keeps the choices in the page.
 * No chat widget on this page (route handle).
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/configurator";
import { Configurator } from "../components/configurator/configurator";
import { ApiError } from "../lib/api/client";
import { orRouteError } from "../lib/api/route-errors";
import type { ConfiguratorData } from "../lib/api/types/configurator";
import { cartPayload } from "../lib/configurator/cart";
import { canGoNext, configSteps, isComplete, parsePreset, stepNumber } from "../lib/configurator/rules";
import { configuratorParams, selectionOfQuery } from "../lib/configurator/url";
import { CONFIGURATOR_DEFAULT_CATEGORY } from "../lib/configurator/constants";
import { CONFIGURATOR_MESSAGES as M } from "../lib/configurator/messages";
import { fitTitle } from "../kernel/page-title";
import { edgeContext } from "../lib/context";

/** Read by the default layout's chat slot: the chat widget is not shown on the configurator (spec section 2). */
export const handle = { chat: false };

async function configuratorData(api: { get: <T>(path: string) => Promise<T> }, params: Route.LoaderArgs["params"]) {
  const p = configuratorParams(params);
  if (p.category !== CONFIGURATOR_DEFAULT_CATEGORY) throw data("Deze pagina bestaat niet.", { status: 404 });
  const config = await orRouteError(api.get<ConfiguratorData>(`/v1/catalog/configurator/${encodeURIComponent(p.slug)}`), M.notFound);
  return { p, config, steps: configSteps(config) };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const { p, config, steps } = await configuratorData(api, params);
  const query = new URL(request.url).searchParams;
  const selection = selectionOfQuery(query, steps);
  let step = stepNumber(p.step, steps.length);
  // 'Volgende' posted without JavaScript (from = the step of the form): the step must be answered first.
  const from = Number(query.get("from"));
  let blocked = false;
  if (Number.isInteger(from) && from >= 1 && from < steps.length && step > from && !canGoNext(steps[from - 1]!, selection)) {
    step = from;
    blocked = true;
  }
  return { category: p.category, config, selection, step, blocked };
}

/** 'In winkelwagen' posted without JavaScript: the configuration to the cart, then the cart page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = context.get(edgeContext);
  const { config, steps } = await configuratorData(api, params);
  const form = await request.formData();
  const selection = parsePreset(String(form.get("config") ?? ""), steps);
  const payload = isComplete(steps, selection) ? cartPayload(config, steps, selection) : null;
  if (!payload) return { incomplete: true };
  try {
    await api.cart.add(payload);
  } catch (err) {
    // Spec section 8: a failed add is logged only.
    console.error("configurator add to cart failed", err instanceof ApiError ? `${err.status} ${err.code}` : err);
    return { incomplete: false };
  }
  throw redirect("/cart/");
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: fitTitle(`${loaderData.config.title} samenstellen | Droomnest`) },
        { name: "description", content: `Stel je ${loaderData.config.title} samen: kies maat, kleur, hoofdbord, matras, topper en poten.` },
        { name: "robots", content: "noindex, follow" },
      ]
    : [];

export default function ConfiguratorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { category, config, selection, step, blocked } = loaderData;
  return (
    <main id="inhoud" tabIndex={-1} className="container configurator-page">
      <Configurator
        key={config.code}
        category={category}
        data={config}
        initialSelection={selection}
        initialStep={step}
        blocked={blocked}
        incompleteOnPost={actionData?.incomplete === true}
      />
    </main>
  );
}
