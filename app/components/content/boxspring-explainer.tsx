/** The boxspring explainer: four numbered accordion items (spec section 2). */
export const BOXSPRING_PARTS = [
  {
    title: "Hoofdbord",
    text: "Het hoofdbord geeft je bed karakter en steun als je rechtop zit te lezen. Kies een gestoffeerd hoofdbord in dezelfde stof als je boxspring, of juist een contrasterende kleur.",
  },
  {
    title: "Topper",
    text: "De topper ligt bovenop de matras en bepaalt het eerste ligcomfort: traagschuim voelt omhullend, koudschuim veerkrachtig en latex soepel. Een topper verbindt bij een tweepersoonsbed ook de twee matrassen.",
  },
  {
    title: "Matras",
    text: "De matras geeft de ondersteuning. Meestal is dat een pocketveringmatras met honderden losse veertjes die zich aanpassen aan je lichaam. Kies de hardheid die bij je gewicht en lengte past.",
  },
  {
    title: "Boxspring",
    text: "De onderbak met vering vangt bewegingen op en geeft het bed zijn hoogte. Vlakke boxsprings zijn er met of zonder opbergruimte; een elektrische boxspring verstelt hoofd- en voeteneind.",
  },
] as const;

export function BoxspringExplainer() {
  return (
    <section className="explainer" aria-labelledby="explainer-title">
      <h2 id="explainer-title" className="section-title">
        Zo is een boxspring opgebouwd
      </h2>
      <ol className="explainer__list">
        {BOXSPRING_PARTS.map((part, i) => (
          <li key={part.title}>
            <details className="explainer__item" open={i === 0}>
              <summary>
                <span className="explainer__number" aria-hidden="true">
                  {i + 1}
                </span>
                {part.title}
              </summary>
              <p>{part.text}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
