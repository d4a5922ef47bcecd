import { toggleFavourite, useIsFavourite } from "../../lib/catalog/storage";

export function FavouriteButton({ id, image, available, title }: { id: number; image: string; available: boolean; title: string }) {
  const active = useIsFavourite(id);
  return (
    <button
      type="button"
      className={`favourite-button${active ? " is-active" : ""}`}
      aria-pressed={active}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggleFavourite({ id, image, available });
      }}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill={active ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 20.5 10.8 19.4C6 15 3 12.3 3 8.9 3 6.2 5.1 4 7.8 4c1.5 0 3 .7 4.2 1.9A5.8 5.8 0 0 1 16.2 4C18.9 4 21 6.2 21 8.9c0 3.4-3 6.1-7.8 10.5L12 20.5Z"
        />
      </svg>
      <span className="visually-hidden">{active ? `${title} verwijderen uit favorieten` : `${title} toevoegen aan favorieten`}</span>
    </button>
  );
}
