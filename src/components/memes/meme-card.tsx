import { MediaImage, type ImageData } from '@/components/media-image'
import { Card, CardLink } from '@/components/ui/card'
import { pathOf } from '@/content/registry'

/** What a card shows, from a Payload document or from the gallery's GraphQL answer alike. */
export type MemeCardData = {
  id: number
  title: string
  slug?: string | null
  image?: ImageData | number | null
  categories?: ({ id: number; title: string } | number)[] | null
}

/**
 * A meme in the gallery: the whole picture (never cropped: its words are in it), title and category.
 * Grids give a card the whole width below 640 px: a meme's lettering stays legible on a phone.
 */
type Props = { meme: MemeCardData; headingLevel?: 'h2' | 'h3'; priority?: boolean }

export function MemeCard({ meme, headingLevel: Heading = 'h2', priority = false }: Props) {
  const category = meme.categories?.find((c) => typeof c === 'object')
  return (
    <Card className="flex h-full flex-col overflow-hidden bg-paper">
      <div className="relative aspect-square bg-sun-soft">
        <MediaImage
          media={meme.image}
          sizes="(min-width: 1536px) 20vw, (min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="h-full w-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 border-t-2 border-ink p-3 sm:p-4">
        {category && typeof category === 'object' && (
          <p className="text-[0.6875rem] font-bold uppercase tracking-wider text-chalk sm:text-xs">{category.title}</p>
        )}
        <Heading className="font-display text-base leading-tight font-semibold sm:text-lg">
          <CardLink href={pathOf('memes', meme)}>{meme.title}</CardLink>
        </Heading>
      </div>
    </Card>
  )
}
