// Placeholder created by the lead so the route table compiles; the owning helper replaces this file.
import { redirect } from "react-router";
export function loader() {
  return redirect("/account/login/");
}
