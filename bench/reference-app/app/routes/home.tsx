export function meta() {
  return [{ title: "Minimal React Router app" }, { name: "description", content: "The bench's reference app." }];
}

export default function Home() {
  return (
    <main>
      <h1>Minimal React Router app</h1>
      <p>One prerendered, hydrated route.</p>
      {/* The tap scenario's reference (bench/taps.mjs): a plain link, the floor of "tap to the next page". */}
      <a data-testid="reference-cta" href="/quote" style={{ display: "inline-block", padding: "16px 28px" }}>
        Get your Quote
      </a>
    </main>
  );
}
