import type { UserConfiguration } from "../../lib/api/types/configurator";
import { formatEuro } from "../../lib/format";

/** The summary step: every chosen part with its surcharge, and the total. */
export function ConfigurationSummary({ config, total }: { config: UserConfiguration; total: number }) {
  return (
    <div className="configurator-summary">
      {config.parts.length === 0 ? (
        <p>Je hebt nog niets gekozen.</p>
      ) : (
        <dl className="configurator-summary__list">
          {config.parts.map((p) => (
            <div key={p.property} className="configurator-summary__row">
              <dt>{p.title}</dt>
              <dd>
                {p.description}
                {p.option.extra > 0 && <span className="configurator-summary__extra"> (+ {formatEuro(p.option.extra)})</span>}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="configurator-summary__total">
        Totaal <strong>{formatEuro(total)}</strong>
      </p>
    </div>
  );
}
