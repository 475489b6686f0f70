export function meta() {
  return [{ title: "Minimal React Router app" }, { name: "description", content: "The bench's reference app." }];
}

export default function Home() {
  return (
    <main>
      <h1>Minimal React Router app</h1>
      <p>One prerendered, hydrated route.</p>
    </main>
  );
}
