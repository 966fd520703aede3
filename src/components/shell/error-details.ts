/** What can be shown of a thrown value: anything may be thrown, not only Errors. */
export function errorDetails(error: unknown): { message: string; digest?: string } {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest
    return { message: error.message, digest: typeof digest === 'string' ? digest : undefined }
  }
  return { message: String(error) }
}

/*
 * For tests only (the /next-faults routes, on when E2E_FAULTS=1): an error carrying this marker
 * makes the error page itself fail, so that its fallback can be seen. The marker rides in the
 * message (kept in development) and in the digest (kept in production, where Next replaces
 * server error messages with a generic one but passes an error's own digest through).
 */
export const ERROR_PAGE_FAULT = 'fault:error-page'

export function isErrorPageFault(error: unknown): boolean {
  const { message, digest } = errorDetails(error)
  return message.includes(`[${ERROR_PAGE_FAULT}]`) || digest === ERROR_PAGE_FAULT
}
