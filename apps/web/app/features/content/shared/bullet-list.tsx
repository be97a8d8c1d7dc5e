/** A list of short texts, each its own key (a guide's examples, a plan's services, a step's tips). */
export function BulletList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
