import type { ConfiguratorOption, ConfiguratorStep } from "../../lib/api/types/configurator";
import { stepProperties, type Selection } from "../../lib/configurator/rules";
import { formatEuro } from "../../lib/format";

const surcharge = (o: ConfiguratorOption) => (o.extra > 0 ? `+ ${formatEuro(o.extra)}` : "Inbegrepen");

/**
 * The options of a step as radio groups (one per property; arrow keys move the choice), named
 * opt-{property} so the step's form also works without JavaScript. Tiles of a colour show its swatch.
 */
export function StepOptions({ step, sel, onChoose }: { step: ConfiguratorStep; sel: Selection; onChoose: (property: string, optionId: number) => void }) {
  return (
    <>
      {stepProperties(step).map((prop) => (
        <fieldset key={prop.property} className={`configurator-options configurator-options--${step.type}`}>
          <legend className="configurator-options__legend">{prop.title}</legend>
          <div className="configurator-options__list">
            {prop.options.map((o) => (
              <label key={o.id} className={`configurator-option${sel[prop.property] === o.id ? " is-chosen" : ""}`}>
                <input type="radio" name={`opt-${prop.property}`} value={o.id} checked={sel[prop.property] === o.id} onChange={() => onChoose(prop.property, o.id)} />
                {prop.property === "kleur" && /^[0-9a-f]{6}$/u.test(o.imageId) && <span className="configurator-option__swatch" style={{ background: `#${o.imageId}` }} aria-hidden="true" />}
                <span className="configurator-option__text">
                  <span className="configurator-option__title">{o.btnText}</span>
                  {o.btnSubText && <span className="configurator-option__sub">{o.btnSubText}</span>}
                  <span className="configurator-option__extra">{surcharge(o)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
