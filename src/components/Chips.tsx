import controls from '../styles/controls.module.css'

export function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul className={controls.chips} aria-label={label}>
      {items.map((item) => (
        <li key={item} className={controls.chip}>
          {item}
        </li>
      ))}
    </ul>
  )
}
