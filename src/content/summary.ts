/** Text as one line of at most 300 characters: the SEO description a descriptor suggests. */
export const summary = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 300)
