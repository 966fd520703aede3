import Link from 'next/link'

// Ten paragraphs of plain prose, about the length of an article's opening. Words that are also
// Tailwind utilities are avoided: the site's stylesheet scans the repository for class names.
const PARAGRAPHS = Array.from(
  { length: 10 },
  (_, i) =>
    `Paragraph ${i + 1}. Monday morning starts with a quiet room, a cold cup of coffee and a pile of ` +
    'marking that was meant to be done by Friday. The first bell rings, the corridor fills, and the ' +
    'day begins before anyone has found the board pens or remembered where the register went.',
)

export default function Page() {
  return (
    <main>
      <h1>A minimal Next.js page</h1>
      {PARAGRAPHS.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <Link href="/">Back to the start</Link>
    </main>
  )
}
