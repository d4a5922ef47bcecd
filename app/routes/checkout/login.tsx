// Placeholder created by the lead so the route table compiles; the owning helper replaces this file.
export default function Page() {
  return <h2>login</h2>;
}
