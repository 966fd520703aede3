import Link from 'next/link'

import { VideoCard } from '@/components/videos/video-card'
import { pathOf } from '@/content/registry'
import { listVideoCategories, listVideos } from '@/collections/videos/queries'
import type { VideoListSection as VideoListData } from '@/payload-types'

export async function VideoListSection({ id, heading, category, limit }: VideoListData) {
  const categoryId = typeof category === 'object' ? category?.id : category
  const all = categoryId ? await listVideoCategories() : []
  const chosen = all.find((c) => c.id === categoryId) ?? null
  const ids = chosen ? [chosen.id, ...all.filter((c) => c.parent === chosen.id).map((c) => c.id)] : undefined
  const { docs } = await listVideos({ limit: limit ?? 4, categories: ids })
  if (docs.length === 0) return null
  return (
    <section className="container-site" aria-labelledby={`video-list-${id}`}>
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={`video-list-${id}`} className="text-3xl font-semibold">
          {heading}
        </h2>
        <Link
          href={chosen ? pathOf('video-categories', chosen) : '/videos'}
          className="shrink-0 font-semibold text-chalk hover:underline"
        >
          {chosen ? `All ${chosen.title}` : 'All videos'}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {docs.map((v) => (
          <li key={v.id}>
            <VideoCard video={v} />
          </li>
        ))}
      </ul>
    </section>
  )
}
