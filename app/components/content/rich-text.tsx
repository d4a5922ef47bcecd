import { Link } from "react-router";
import type { RichBlock } from "../../lib/schemas/content";

/** Renders content blocks (no HTML in content, so nothing to sanitise). */
export function RichText({ blocks }: { blocks: RichBlock[] }) {
  return (
    <>
      {blocks.map((b, i) => {
        switch (b.type) {
          case "h2":
            return (
              <h2 key={i} id={b.id}>
                {b.text}
              </h2>
            );
          case "h3":
            return <h3 key={i}>{b.text}</h3>;
          case "p":
            return <p key={i}>{b.text}</p>;
          case "ul":
            return (
              <ul key={i}>
                {b.items.map((it) => (
                  <li key={it}>{it}</li>
                ))}
              </ul>
            );
          case "ol":
            return (
              <ol key={i}>
                {b.items.map((it) => (
                  <li key={it}>{it}</li>
                ))}
              </ol>
            );
          case "link":
            return (
              <p key={i}>
                <Link to={b.href}>{b.text}</Link>
              </p>
            );
          default:
            return null;
        }
      })}
    </>
  );
}
