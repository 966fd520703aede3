import { z } from 'zod'

const PLAYLIST = /^[A-Za-z0-9_-]{10,64}$/
const CHANNEL = /^UC[A-Za-z0-9_-]{22}$/

/** The id in what an editor pastes: the id itself, or a playlist's or channel's address on the platform. */
function idIn(text: string, from: 'playlist' | 'channel'): string {
  if (!/^https?:\/\//.test(text)) return text
  try {
    const url = new URL(text)
    if (from === 'playlist') return url.searchParams.get('list') ?? text
    return /\/channel\/(UC[A-Za-z0-9_-]{22})/.exec(url.pathname)?.[1] ?? text
  } catch {
    return text
  }
}

/**
 * What to import from the video platform: a playlist or a channel (its id or its address) and the
 * video category of the new videos. The admin's import form and POST /api/videos/import read it.
 */
export const videoImportInput = z
  .object({
    from: z.enum(['playlist', 'channel'], {
      errorMap: () => ({ message: 'Say whether to import a playlist or a channel.' }),
    }),
    id: z
      .string({ required_error: 'Enter the playlist’s or channel’s id.' })
      .trim()
      .min(1, 'Enter the playlist’s or channel’s id.')
      .max(300),
    category: z
      .string({ required_error: 'Choose the video category the new videos go in.' })
      .trim()
      .min(1, 'Choose the video category the new videos go in.')
      .max(200),
  })
  .transform((input, ctx) => {
    const id = idIn(input.id, input.from)
    const valid = input.from === 'playlist' ? PLAYLIST.test(id) : CHANNEL.test(id)
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['id'],
        message:
          input.from === 'playlist'
            ? `“${input.id}” is not a playlist id: paste the playlist’s address or the part after "list=" (it often starts with PL).`
            : `“${input.id}” is not a channel id: it starts with UC and has 24 characters (the part after "/channel/" in the channel’s address).`,
      })
      return z.NEVER
    }
    return { ...input, id }
  })

export type VideoImportInput = z.infer<typeof videoImportInput>
