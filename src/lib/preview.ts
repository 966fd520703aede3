/** Where the admin's preview and live preview open a document: our preview route sets draft mode. */
export const previewPath = (path: string) => `/next/preview?path=${encodeURIComponent(path)}`
