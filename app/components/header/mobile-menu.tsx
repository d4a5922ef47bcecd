import { useState } from "react";
import { Link } from "react-router";
import type { NavItem } from "../../lib/schemas/content";
import { Dialog } from "../ui/dialog";
import { ColorBlocks } from "./main-menu";

/** Mobile menu drawer: every item, sub-items as an accordion, closes on Escape and on navigation. */
export function MobileMenu({ items, onClose }: { items: NavItem[]; onClose: () => void }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <Dialog open onClose={onClose} title="Menu" closeLabel="Menu sluiten" variant="drawer" className="mobile-menu">
      <ul className="mobile-menu__list">
        {items.map((item) => {
          const hasPanel = item.sub_items.length > 0 || item.colors.length > 0;
          const id = `mobile-panel-${item.id}`;
          return (
            <li key={item.id} className={item.highlight ? "mobile-menu__item mobile-menu__item--highlight" : "mobile-menu__item"}>
              <div className="mobile-menu__row">
                <Link to={item.link} onClick={onClose}>
                  {item.title}
                </Link>
                {hasPanel && (
                  <button
                    type="button"
                    className="icon-button"
                    aria-expanded={expanded === item.id}
                    aria-controls={id}
                    onClick={() => setExpanded((e) => (e === item.id ? null : item.id))}
                  >
                    <span aria-hidden="true">{expanded === item.id ? "−" : "+"}</span>
                    <span className="visually-hidden">Submenu {item.title}</span>
                  </button>
                )}
              </div>
              {hasPanel && expanded === item.id && (
                <div id={id} className="mobile-menu__sub">
                  <ColorBlocks item={item} onNavigate={onClose} />
                  {item.sub_items.map((group) => (
                    <div key={group.title}>
                      <p className="main-menu__group-title">{group.title}</p>
                      <ul>
                        {group.content.map((l) => (
                          <li key={l.link + l.title}>
                            <Link to={l.link} onClick={onClose}>
                              {l.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
