import { startVideoPlatform } from '../../support/video-platform'

/** The playlist the e2e server's stand-in of the video platform offers. */
export const E2E_PLAYLIST = 'PLe2e-video-import'
export const E2E_VIDEOS = [
  { id: 'e2eImport01', title: 'Staff room karaoke night' },
  { id: 'e2eImport02', title: 'The photocopier speaks' },
]

/** Started by the global setup; the server gets its address and key (VIDEO_API_URL, VIDEO_API_KEY). */
export async function startE2eVideoPlatform() {
  const platform = await startVideoPlatform()
  for (const { id, title } of E2E_VIDEOS) {
    platform.videos.set(id, {
      id,
      title,
      description: `${title}, filmed in the staff room.`,
      duration: 'PT3M5S',
      colour: '#7a4f9a',
    })
  }
  platform.playlists.set(
    E2E_PLAYLIST,
    E2E_VIDEOS.map((v) => v.id),
  )
  platform.unref()
  return platform
}
