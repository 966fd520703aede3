/** The gallery's address for `page` pages (and a category); page 1 is the bare path. */
export function galleryHref(path: string, page: number, category?: string) {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
