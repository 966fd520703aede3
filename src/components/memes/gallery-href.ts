/** The gallery's address for `page` pages (and a category); page 1 is the bare path. */
export function galleryHref(path: string, page: number, category?: string) {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

/** The pages an address `?page=N` renders: 1..N, or the last `atOnce` of them. */
export function galleryPages(page: number, atOnce: number): number[] {
  const first = Math.max(1, page - atOnce + 1)
  return Array.from({ length: page - first + 1 }, (_, i) => first + i)
}
