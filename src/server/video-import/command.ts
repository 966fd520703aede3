import { parseArgs } from 'node:util'

import type { Payload } from 'payload'

import { errorsOf } from '@/lib/forms/errors'
import { videoImportInput } from '@/lib/forms/video-import'
import { ImportInputError, VideoPlatformError } from '@/server/video-import/errors'
import { importVideos, type ImportSummary } from '@/server/video-import/import'

const USAGE =
  'Usage: npm run videos:import -- (--playlist <id> | --channel <id>) --category <slug>\n' +
  '  Imports the playlist’s videos (or the channel’s uploads) from the video platform with VIDEO_API_KEY:\n' +
  '  new videos become drafts in the category; those already here get the platform’s title, description,\n' +
  '  length and poster. Running it again changes only what changed on the platform.'

export function describeSummary(summary: ImportSummary): string {
  const lines = [
    `Playlist ${summary.playlist}: ${summary.created} created (drafts), ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.failed.length} failed.`,
    ...summary.failed.map(({ id, reason }) => `  ${id}: ${reason}`),
  ]
  return lines.join('\n')
}

/** The command line around importVideos: arguments in, the summary out; exit code 1 with the reason on failure. */
export async function videosImportCommand(payload: Payload, argv: string[]) {
  let values: { playlist?: string; channel?: string; category?: string }
  try {
    values = parseArgs({
      args: argv,
      options: { playlist: { type: 'string' }, channel: { type: 'string' }, category: { type: 'string' } },
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exitCode = 1
    return
  }
  if (Boolean(values.playlist) === Boolean(values.channel)) {
    console.error(`Give either --playlist or --channel.\n${USAGE}`)
    process.exitCode = 1
    return
  }
  const input = videoImportInput.safeParse({
    from: values.playlist ? 'playlist' : 'channel',
    id: values.playlist ?? values.channel,
    category: values.category ?? '',
  })
  if (!input.success) {
    console.error(`${errorsOf(input.error).message}\n${USAGE}`)
    process.exitCode = 1
    return
  }
  const { from, id, category } = input.data
  try {
    const summary = await importVideos(payload, {
      source: from === 'playlist' ? { playlist: id } : { channel: id },
      category,
    })
    console.log(describeSummary(summary))
    if (summary.failed.length > 0) process.exitCode = 2
  } catch (error) {
    if (!(error instanceof ImportInputError || error instanceof VideoPlatformError)) throw error
    console.error(error.message)
    process.exitCode = 1
  }
}
