/** The form-level message: announced when it appears. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-apple-soft px-4 py-3 text-sm font-semibold text-ink">
      {message}
    </p>
  )
}
