import { useEffect, useMemo, useRef, useState } from "react";
import { ApiError, browserApi } from "../../lib/api/client";
import type { ConfiguratorData } from "../../lib/api/types/configurator";
import { pageCart } from "../../lib/cart/page-cart";
import { cartPayload, previewUrl } from "../../lib/configurator/cart";
import { canGoNext, configSteps, isComplete, nextBlockedMessage, previewSelection, showStepBar, totalPrice, userConfiguration, variantId, type Selection } from "../../lib/configurator/rules";
import { stepUrl } from "../../lib/configurator/url";
import { CONFIGURATOR_CART_QUANTITY } from "../../lib/configurator/constants";
import { CONFIGURATOR_MESSAGES as M } from "../../lib/configurator/messages";
import { formatEuro } from "../../lib/format";
import { useHydrated } from "../cart/use-cart-writes";
import { AddedDialog } from "./added-dialog";
import { StepBar } from "./step-bar";
import { StepOptions } from "./step-options";
import { ConfigurationSummary } from "./summary";

interface Props {
  category: string;
  data: ConfiguratorData;
  initialSelection: Selection;
  /** 1-based */
  initialStep: number;
  /** The server refused 'Volgende' without a choice (the no-JavaScript form). */
  blocked: boolean;
  /** The no-JavaScript 'In winkelwagen' came back: the configuration is not complete. */
  incompleteOnPost: boolean;
}

type Message = { title: string; text: string } | null;

/**
 * The configurator (spec section 4): steps 1..N and the summary, the preview of the configuration, the
 * price, Next/Previous with the step rules, and the configured add to cart. The same markup works before
 * hydration (forms and links that carry the choices in the URL).
 */
export function Configurator({ category, data, initialSelection, initialStep, blocked, incompleteOnPost }: Props) {
  const steps = useMemo(() => configSteps(data), [data]);
  const hydrated = useHydrated();
  const [sel, setSel] = useState<Selection>(initialSelection);
  const [index, setIndex] = useState(initialStep - 1);
  const first = steps[initialStep - 1]!;
  const [message, setMessage] = useState<Message>(blocked ? nextBlockedMessage(first, M) : incompleteOnPost ? { title: M.incompleteTitle, text: M.incompleteText } : null);
  const [loading, setLoading] = useState(false);
  const [added, setAdded] = useState(false);
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const adding = useRef(false);

  const step = steps[index]!;
  const href = (i: number, s: Selection = sel) => stepUrl(category, data.code, i + 1, steps, s);
  const preview = previewUrl(data, variantId(data.id, steps, previewSelection(data, steps, sel)));
  const config = userConfiguration(steps, sel);
  const total = totalPrice(data, steps, sel);

  // Once hydrated the URL follows the page (a reload or a shared link shows the same configuration).
  useEffect(() => {
    if (!hydrated) return;
    window.history.replaceState(window.history.state, "", href(index));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- href follows sel and index
  }, [hydrated, index, sel]);
  // After moving to another step, focus goes to its heading (keyboard and screen reader users start there).
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const go = (i: number) => {
    moved.current = true;
    setMessage(null);
    setIndex(i);
  };
  const choose = (property: string, optionId: number) => {
    setMessage(null);
    setSel((s) => ({ ...s, [property]: optionId }));
  };
  const next = () => (canGoNext(step, sel) ? go(index + 1) : setMessage(nextBlockedMessage(step, M)));

  async function addToCart() {
    if (adding.current) return; // one add at a time (a second press while it runs does nothing)
    const payload = isComplete(steps, sel) ? cartPayload(data, steps, sel) : null;
    if (!payload) {
      setMessage({ title: M.incompleteTitle, text: M.incompleteText });
      return;
    }
    setMessage(null);
    adding.current = true;
    setLoading(true);
    const pending = pageCart.optimistic(CONFIGURATOR_CART_QUANTITY);
    try {
      const result = await browserApi.cart.add(payload);
      pageCart.commit(pending, result.cart);
      adding.current = false;
      setLoading(false);
      setAdded(true);
    } catch (err) {
      // Spec sections 4 and 8 only log a failed add and keep loading on; the shop says it failed (with the
      // API's Dutch reason for a refusal, e.g. a changed price) and the button can be pressed again.
      pageCart.rollback(pending);
      console.error("configurator add to cart failed", err);
      const known = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.code !== "http_error" && err.code !== "bad_response";
      adding.current = false;
      setLoading(false);
      setMessage({ title: M.addFailedTitle, text: known ? err.message : M.addFailedText });
    }
  }

  const isSummary = step.type === "summary";
  return (
    <div className="configurator">
      <header className="configurator__header">
        <p className="configurator__eyebrow">Stel je boxspring samen</p>
        <h1 className="page-title">{data.title}</h1>
      </header>
      {showStepBar(steps) && <StepBar steps={steps} current={index} sel={sel} hrefOf={(i) => href(i)} onGo={go} />}
      <div className="configurator__body">
        <figure className="configurator__preview">
          <img
            src={previewFailed === preview ? data.fallbackImage : preview}
            width={800}
            height={600}
            alt={`Voorbeeld van je boxspring${config.parts.length ? `: ${config.parts.map((p) => p.description).join(", ")}` : ""}`}
            onError={() => setPreviewFailed(preview)}
          />
          <figcaption className="configurator__price">
            {isComplete(steps, sel) ? "Totaal" : "Vanaf"} <strong>{formatEuro(total)}</strong>
          </figcaption>
        </figure>
        <div className="configurator__panel">
          <h2 className="configurator__step-title" ref={headingRef} tabIndex={-1}>
            Stap {index + 1} van {steps.length}: {step.title}
          </h2>
          {message && (
            <div className="configurator__message" role="alert">
              <strong>{message.title}</strong> {message.text}
            </div>
          )}
          {isSummary ? (
            <form method="post" onSubmit={(e) => (e.preventDefault(), void addToCart())}>
              <ConfigurationSummary config={config} total={total} />
              <input type="hidden" name="config" value={Object.entries(sel).map(([k, v]) => `${k}:${v}`).join("|")} />
              <div className="configurator__nav">
                {index > 0 && (
                  <a className="btn btn--ghost" href={href(index - 1)} onClick={(e) => (e.preventDefault(), go(index - 1))}>
                    Vorige
                  </a>
                )}
                {/* aria-disabled, not disabled, while adding: the focus stays on the button, so after a failure
                    a keyboard user presses it again where they were. */}
                <button type="submit" className="btn btn--primary" aria-disabled={loading || undefined} aria-busy={loading || undefined}>
                  {loading ? "Bezig met toevoegen..." : "In winkelwagen"}
                </button>
              </div>
            </form>
          ) : (
            <form method="get" action={`/configurator/${category}/${data.code}/step-${index + 2}/`} onSubmit={(e) => (e.preventDefault(), next())}>
              <input type="hidden" name="config" value={Object.entries(sel).map(([k, v]) => `${k}:${v}`).join("|")} />
              <input type="hidden" name="from" value={index + 1} />
              <StepOptions step={step} sel={sel} onChoose={choose} />
              <div className="configurator__nav">
                {index > 0 && (
                  <a className="btn btn--ghost" href={href(index - 1)} onClick={(e) => (e.preventDefault(), go(index - 1))}>
                    Vorige
                  </a>
                )}
                {/* Not disabled: Next without a choice explains what is missing (spec section 4). Without
                    JavaScript the state cannot follow the radios, so it is only marked once hydrated. */}
                <button type="submit" className="btn btn--primary" aria-disabled={(hydrated && !canGoNext(step, sel)) || undefined}>
                  Volgende
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
      <AddedDialog open={added} onClose={() => setAdded(false)} />
    </div>
  );
}
