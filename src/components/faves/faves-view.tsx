import Link from 'next/link'

import { EmbedCard } from '@/components/faves/embed-card.client'
import { MediaImage } from '@/components/media-image'
import { Disclosure } from '@/components/ui/disclosure'
import { PageHeading } from '@/components/page-heading'
import { pathOf } from '@/content/registry'
import type { Crumb } from '@/components/breadcrumbs'
import { formatDay } from '@/lib/faves/day'
import { NETWORK_NAMES, postOf, type Network } from '@/lib/faves/post-url'
import type { FavesDay } from '@/payload-types'

export const FAVES_INDEX = '/faves-of-the-day'

type Item = NonNullable<FavesDay['items']>[number]
type ArchiveDay = Pick<FavesDay, 'id' | 'slug' | 'title'>

const SECTIONS: Record<Network, { heading: string; intro: string; grid: string; shape: string; frame: string }> = {
  instagram: {
    heading: 'From Instagram',
    intro: 'Photos from teachers we love this week.',
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    shape: 'aspect-[4/5]',
    frame: 'h-[620px]',
  },
  tiktok: {
    heading: 'From TikTok',
    intro: 'Short videos from the classroom and the staffroom.',
    grid: 'grid-cols-1 min-[480px]:grid-cols-2 lg:grid-cols-4',
    shape: 'aspect-[9/16]',
    frame: 'h-[740px]',
  },
}

/** The networks in the order the page shows them. */
const NETWORKS = Object.keys(SECTIONS) as Network[]

function Pick({ item, network }: { item: Item; network: Network }) {
  const post = postOf(item.network, item.url)
  if (!post) return null
  const name = NETWORK_NAMES[network]
  const label = `${name} post by ${item.creator}`
  const { shape, frame } = SECTIONS[network]
  return (
    <li data-network={network}>
      <EmbedCard
        label={label}
        networkName={name}
        postUrl={post.url}
        embedUrl={post.embedUrl}
        frameClassName={frame}
        thumbnail={
          <div className={`relative ${shape}`}>
            <MediaImage
              media={item.thumbnail}
              fill
              sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
              className="object-cover"
            />
          </div>
        }
        credit={
          <p className="m-0 text-sm">
            <span className="font-semibold">{item.creator}</span> on {name}
            {item.caption && <span className="mt-1 block text-base text-ink">{item.caption}</span>}
          </p>
        }
      />
    </li>
  )
}

function NetworkSection({ network, items }: { network: Network; items: Item[] }) {
  const picks = items.filter((item) => item.network === network)
  if (picks.length === 0) return null
  const { heading, intro, grid } = SECTIONS[network]
  return (
    <section aria-labelledby={`faves-${network}`} data-section={network}>
      <h2 id={`faves-${network}`} className="text-3xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-muted">{intro}</p>
      <ul className={`mt-6 grid gap-8 ${grid}`}>
        {picks.map((item, index) => (
          <Pick key={item.id ?? index} item={item} network={network} />
        ))}
      </ul>
    </section>
  )
}

function Face({ face }: { face: FavesDay['face'] }) {
  if (!face?.name) return null
  return (
    <section
      aria-labelledby="faves-face"
      data-section="face"
      className="grid items-center gap-6 rounded-3xl border-2 border-ink bg-sun-soft p-5 md:grid-cols-[minmax(0,18rem)_1fr] md:p-8"
    >
      <div className="relative aspect-square overflow-hidden rounded-2xl border-2 border-ink bg-paper">
        <MediaImage media={face.photo} fill priority sizes="(min-width: 768px) 18rem, 100vw" className="object-cover" />
      </div>
      <div>
        <h2 id="faves-face" className="text-sm font-bold tracking-wider text-chalk uppercase">
          Face of the day
        </h2>
        <p className="mt-2 font-display text-3xl font-semibold">{face.name}</p>
        <p className="mt-4 max-w-2xl text-lg whitespace-pre-line">{face.story}</p>
      </div>
    </section>
  )
}

function Questions({ questions }: { questions: NonNullable<FavesDay['questions']> }) {
  if (questions.length === 0) return null
  return (
    <section aria-labelledby="faves-questions" data-section="questions">
      <h2 id="faves-questions" className="text-3xl font-semibold">
        Questions and stories of the day
      </h2>
      <div className="mt-6 divide-y divide-line border-y border-line">
        {questions.map((entry, index) => (
          <Disclosure key={entry.id ?? index} title={entry.title} open={index === 0}>
            <div className="flex max-w-3xl flex-col gap-3 pb-6">
              {entry.body.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i} className="m-0 whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </div>
          </Disclosure>
        ))}
      </div>
    </section>
  )
}

function Archive({ days, current }: { days: ArchiveDay[]; current: string | null }) {
  if (days.length === 0) return null
  return (
    <nav aria-labelledby="faves-archive" data-section="archive">
      <h2 id="faves-archive" className="text-3xl font-semibold">
        Faves by day
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {days.map((day) => (
          <li key={day.id}>
            <Link
              href={pathOf('faves', day)}
              aria-current={day.slug === current ? 'page' : undefined}
              className="flex min-h-11 flex-col rounded-2xl border-2 border-line px-4 py-3 hover:border-ink aria-[current=page]:border-ink aria-[current=page]:bg-sun-soft"
            >
              <time dateTime={day.slug} className="font-semibold">
                {formatDay(day.slug)}
              </time>
              <span className="text-muted">{day.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type Props = {
  /** The day shown; null when no day has been published yet. */
  day: FavesDay | null
  days: ArchiveDay[]
  /** The index shows today's picks; a day's own page adds itself to the breadcrumbs. */
  variant: 'index' | 'day'
}

/** /faves-of-the-day and /faves-of-the-day/{day}: the face, the two networks' picks, the questions, the archive. */
export function FavesView({ day, days, variant }: Props) {
  const crumbs: Crumb[] = [{ name: 'Faves of the day', path: FAVES_INDEX }]
  if (day && variant === 'day') crumbs.push({ name: formatDay(day.slug), path: pathOf('faves', day) })
  return (
    <article>
      <PageHeading
        title={variant === 'day' && day ? `Faves of ${formatDay(day.slug)}` : 'Faves of the day'}
        eyebrow={day && variant === 'index' ? <time dateTime={day.slug}>{formatDay(day.slug)}</time> : undefined}
        intro={day ? day.title : 'The first picks are on their way: come back soon.'}
        crumbs={crumbs}
        list={
          day
            ? {
                path: crumbs[crumbs.length - 1].path,
                items: NETWORKS.flatMap((network) => (day.items ?? []).filter((item) => item.network === network)).map(
                  (item) => ({ name: item.caption || SECTIONS[item.network].heading, path: item.url }),
                ),
              }
            : undefined
        }
      />
      <div className="container-site flex flex-col gap-14 pb-16">
        {day && (
          <>
            <Face face={day.face} />
            {NETWORKS.map((network) => (
              <NetworkSection key={network} network={network} items={day.items ?? []} />
            ))}
            <Questions questions={day.questions ?? []} />
            <p className="max-w-3xl text-sm text-muted">
              Posts appear here with their creators’ permission. They load from Instagram and TikTok only when you ask,
              and only once you have allowed social posts in the cookie settings; until then each picture is our own
              copy and links to the post.
            </p>
          </>
        )}
        <Archive days={days} current={day?.slug ?? null} />
      </div>
    </article>
  )
}
