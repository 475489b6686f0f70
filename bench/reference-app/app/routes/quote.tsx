export function meta() {
  return [{ title: "Quote" }];
}

export default function Quote() {
  return (
    <main>
      <h1 data-testid="reference-quote">Quote</h1>
    </main>
  );
}
