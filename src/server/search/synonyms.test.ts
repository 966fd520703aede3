import { describe, expect, it } from 'vitest'

import type { Group } from '@/server/search/query'
import { synonymsOf, withSynonyms } from '@/server/search/synonyms'

const synonyms = synonymsOf(['supply teacher, substitute teacher, sub', 'wet play, indoor recess'])
const word = (w: string, typed = false): Group => ({ any: [{ words: [w], ...(typed ? { typed } : {}) }] })

describe('synonyms in a query', () => {
  it('makes a run of typed words that is a listed phrase a choice of its row’s phrases', () => {
    expect(withSynonyms([word('wet'), word('play'), word('ideas')], synonyms)).toEqual([
      { any: [{ words: ['wet', 'play'] }, { words: ['indoor', 'recess'] }] },
      word('ideas'),
    ])
  })

  it('lets the word still being typed end a phrase once it is whole (the header’s instant results)', () => {
    expect(withSynonyms([word('supply'), word('teacher', true)], synonyms)).toEqual([
      {
        any: [{ words: ['supply', 'teacher'] }, { words: ['substitute', 'teacher'] }, { words: ['sub'] }],
      },
    ])
    // Not yet a listed phrase: left as typed, the last word still a prefix.
    expect(withSynonyms([word('supply'), word('tea', true)], synonyms)).toEqual([word('supply'), word('tea', true)])
  })

  it('leaves a word being typed in the middle of a run alone', () => {
    expect(withSynonyms([word('wet', true), word('play')], synonyms)).toEqual([word('wet', true), word('play')])
  })
})
