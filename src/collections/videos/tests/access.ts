import { titled, versioned, type Entities } from '../../../../tests/api/support/access/adapters'
import { actingAs, marker, MP4, type World } from '../../../../tests/api/support/access/world'

const videoData = (w: World, m: string) => ({
  title: m,
  slug: m,
  source: { kind: 'platform', platformId: 'dQw4w9WgXcQ' },
  poster: w.image.id,
  duration: 90,
  category: w.videoCategory.id,
})

/** Videos, and their files of our own. */
export const entities: Entities = {
  videos: versioned('videos', videoData),
  /** Video files: MP4 or WebM, named by a title. */
  'video-files': {
    upload: true,
    file: { data: MP4, type: 'video/mp4', name: 'upload.mp4' },
    ...titled,
    create: (_w, m) => ({ title: m }),
    make: async (w) => {
      const m = marker()
      const doc = await w.payload.create({
        collection: 'video-files',
        data: { title: m },
        file: { data: MP4, mimetype: 'video/mp4', name: `${m}.mp4`, size: MP4.length },
        ...actingAs(w.users.editor),
      })
      return { id: doc.id, marker: m, url: doc.url ?? undefined }
    },
  },
}
