import { MediaImage } from '@/components/media-image'
import { RichText } from '@/components/rich-text'
import type { ImageTextBlock as ImageTextBlockData } from '@/payload-types'

export function ImageTextBlock({ image, content, imagePosition }: ImageTextBlockData) {
  return (
    <div className="grid items-center gap-6 md:grid-cols-2 md:gap-10 xl:gap-16">
      <div className={imagePosition === 'right' ? 'md:order-last' : undefined}>
        <MediaImage
          media={image}
          sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      </div>
      <RichText data={content} className="prose-site [&>:first-child]:mt-0 [&>:last-child]:mb-0" />
    </div>
  )
}
