import { z } from 'zod'

/*
 * What the import reads of the video platform's answers (YouTube Data API v3, as documented):
 * channels.list and playlistItems.list with part=contentDetails, videos.list with
 * part=snippet,contentDetails, and the error body every method answers. Anything else in an answer
 * is ignored; an answer without these is not understood.
 */

const thumbnail = z.object({ url: z.string().url() }).optional()

export const channels = z.object({
  items: z
    .array(z.object({ contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string() }) }) }))
    .default([]),
})

export const playlistItems = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.object({ contentDetails: z.object({ videoId: z.string() }) })).default([]),
})

export const videos = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({
          title: z.string(),
          description: z.string().default(''),
          thumbnails: z.object({
            maxres: thumbnail,
            standard: thumbnail,
            high: thumbnail,
            medium: thumbnail,
            default: thumbnail,
          }),
        }),
        contentDetails: z.object({ duration: z.string() }),
      }),
    )
    .default([]),
})

export const errorAnswer = z.object({
  error: z.object({
    message: z.string().default(''),
    errors: z.array(z.object({ reason: z.string().default('') })).default([]),
  }),
})
