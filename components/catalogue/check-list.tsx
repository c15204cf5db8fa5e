// A list of short statements with check marks (the marks are the .check-item class's, app/globals.css).

export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
      {items.map((item) => (
        <li key={item} className="check-item">
          {item}
        </li>
      ))}
    </ul>
  );
}
