import { APIError } from 'payload'

/**
 * A file refused in the sender's words (too large, too many pixels, the wrong kind). Named, so
 * that the log keeps it at info level (payload.config.ts `loggingLevels`): it is the sender's
 * mistake, not the site's.
 */
export class UploadRefused extends APIError {
  constructor(message: string, status: 400 | 413) {
    super(message, status, undefined, true)
    this.name = 'UploadRefused'
  }
}
