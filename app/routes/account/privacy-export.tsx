// Placeholder created by the lead so the route table compiles; the owning helper replaces this file.
export function loader() {
  return new Response("Not yet", { status: 404 });
}
