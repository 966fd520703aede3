'use client'

import { MemeCard, type MemeCardData } from '@/components/memes/meme-card'

/**
 * The cards "Load more" appends. A module of its own, loaded with the first "Load more": the
 * cards the page starts with are rendered on the server, so a card's code (the image's srcset,
 * the content registry's paths) is not part of the gallery's first load.
 */
export default function MoreMemes({ memes }: { memes: MemeCardData[] }) {
  return memes.map((meme) => (
    <li key={meme.id}>
      <MemeCard meme={meme} />
    </li>
  ))
}
