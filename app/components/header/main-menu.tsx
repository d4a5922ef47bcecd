import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { visibleMenuItems } from "../../lib/catalog/menu";
import type { NavItem } from "../../lib/schemas/content";

/** Colour blocks of the Kleur item. */
export function ColorBlocks({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (item.colors.length === 0) return null;
  return (
    <ul className="color-blocks" aria-label={`${item.title}: kies een kleur`}>
      {item.colors.map((c) => (
        <li key={c.hex + c.title}>
          <Link to={c.link} className="color-blocks__link" onClick={onNavigate}>
            <span className="color-blocks__swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
            <span className="color-blocks__label">{c.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SubMenu({ item, id, onNavigate }: { item: NavItem; id: string; onNavigate: () => void }) {
  return (
    <div className="main-menu__panel" id={id}>
      <ColorBlocks item={item} onNavigate={onNavigate} />
      {item.sub_items.map((group) => (
        <div className="main-menu__group" key={group.title}>
          <p className="main-menu__group-title">{group.title}</p>
          <ul>
            {group.content.map((link) => (
              <li key={link.link + link.title}>
                <Link to={link.link} onClick={onNavigate}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link className="main-menu__all" to={item.link} onClick={onNavigate}>
        Alles in {item.title}
      </Link>
    </div>
  );
}

/** Desktop main menu: at most 9 items when there are more than 10; Acties highlighted; keyboard friendly. */
export function MainMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  // A click right after hovering must not close the panel that the hover just opened.
  const openedByHover = useRef(false);
  const location = useLocation();
  useEffect(() => setOpen(null), [location.pathname]);
  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(null);
    const onClick = (e: MouseEvent) => !nav.current?.contains(e.target as Node) && setOpen(null);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);
  const shown = visibleMenuItems(items);
  return (
    <nav className="main-menu" aria-label="Hoofdmenu" ref={nav}>
      <ul className="main-menu__list">
        {shown.map((item) => {
          const hasPanel = item.sub_items.length > 0 || item.colors.length > 0;
          const panelId = `menu-panel-${item.id}`;
          return (
            <li
              key={item.id}
              className={`main-menu__item${item.highlight ? " main-menu__item--highlight" : ""}${open === item.id ? " is-open" : ""}`}
              onMouseEnter={() => {
                if (!hasPanel) return;
                openedByHover.current = true;
                setOpen(item.id);
              }}
              onMouseLeave={() => {
                openedByHover.current = false;
                setOpen((o) => (o === item.id ? null : o));
              }}
            >
              <NavLink to={item.link} className="main-menu__link">
                {item.title}
              </NavLink>
              {hasPanel && (
                <>
                  <button
                    type="button"
                    className="main-menu__toggle"
                    aria-expanded={open === item.id}
                    aria-controls={panelId}
                    onClick={() => {
                      const hovered = openedByHover.current;
                      openedByHover.current = false;
                      setOpen((o) => (o === item.id && !hovered ? null : item.id));
                    }}
                  >
                    <span className="visually-hidden">Submenu {item.title} {open === item.id ? "sluiten" : "openen"}</span>
                    <span aria-hidden="true">▾</span>
                  </button>
                  {open === item.id && <SubMenu item={item} id={panelId} onNavigate={() => setOpen(null)} />}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
