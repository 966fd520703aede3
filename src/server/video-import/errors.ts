/** Why the video platform could not be used; each comes with a sentence an editor can act on. */
export type PlatformFailure =
  'not-configured' | 'bad-key' | 'quota' | 'forbidden' | 'not-found' | 'timeout' | 'unreachable' | 'unexpected'

/** The video platform failed, or cannot be asked: the import stops, and says why in plain words. */
export class VideoPlatformError extends Error {
  constructor(
    readonly failure: PlatformFailure,
    message: string,
  ) {
    super(message)
    this.name = 'VideoPlatformError'
  }
}

/** What the editor asked for cannot be done as asked (no such category, not a playlist id). */
export class ImportInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportInputError'
  }
}
