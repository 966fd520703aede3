import type { HeadingSection as HeadingData } from '@/payload-types'

export function HeadingSection({ text, subtext }: HeadingData) {
  return (
    <div className="container-site border-t-4 border-ink pt-4">
      <h2 className="text-4xl font-semibold md:text-5xl">{text}</h2>
      {subtext && <p className="mt-2 text-lg text-muted">{subtext}</p>}
    </div>
  )
}
