import type { ConfiguratorStep } from "../../lib/api/types/configurator";
import { circleClickable, type Selection } from "../../lib/configurator/rules";

/**
 * The progress circles (spec section 4): a circle is a link only when its step has a selection or lies
 * before the current step; the others are plain. Links work without JavaScript (the URL carries the
 * choices); once hydrated `onGo` keeps the page.
 */
export function StepBar({ steps, current, sel, hrefOf, onGo }: { steps: readonly ConfiguratorStep[]; current: number; sel: Selection; hrefOf: (index: number) => string; onGo: (index: number) => void }) {
  return (
    <nav className="configurator-steps" aria-label="Stappen van de configurator">
      <ol>
        {steps.map((step, i) => {
          const label = (
            <>
              <span className="configurator-steps__circle" aria-hidden="true">
                {i + 1}
              </span>
              <span className="configurator-steps__title">
                <span className="visually-hidden">Stap {i + 1}: </span>
                {step.title}
              </span>
            </>
          );
          const state = i === current ? " is-current" : i < current ? " is-done" : "";
          return (
            <li key={step.order} className={`configurator-steps__item${state}`}>
              {i !== current && circleClickable(steps, i, current, sel) ? (
                <a
                  href={hrefOf(i)}
                  onClick={(e) => {
                    e.preventDefault();
                    onGo(i);
                  }}
                >
                  {label}
                </a>
              ) : (
                <span aria-current={i === current ? "step" : undefined} aria-disabled={i === current ? undefined : true}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
