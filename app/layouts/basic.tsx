import { Outlet, useNavigate } from "react-router";
import { Logo } from "../components/header/header";

/** Basic layout: only a back button and the logo. */
export default function BasicLayout() {
  const navigate = useNavigate();
  return (
    <>
      <header className="basic-header container">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
        >
          <span aria-hidden="true">←</span> Terug
        </button>
        <Logo />
      </header>
      <main id="inhoud" tabIndex={-1} className="container basic-layout">
        <Outlet />
      </main>
    </>
  );
}
