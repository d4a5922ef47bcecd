import { Link } from "react-router";
import { Dialog } from "../ui/dialog";
import { CONFIGURATOR_MESSAGES as M } from "../../lib/configurator/messages";

/** The cart notification after a configured add (spec section 4): 'Toegevoegd / Je kunt je boxspring meteen bestellen'. */
export function AddedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={M.addedTitle} className="configurator-added">
      <p>{M.addedText}</p>
      <p className="configurator-added__actions">
        <Link to="/cart/" className="btn btn--primary">
          {M.toCart}
        </Link>
        <Link to="/" className="btn btn--ghost">
          {M.continueShopping}
        </Link>
      </p>
    </Dialog>
  );
}
