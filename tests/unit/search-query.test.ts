/**
 * What a visitor types, read into clauses and written for each database: words only ever reach
 * FTS5 quoted and tsquery as letters and digits, whatever punctuation or operators were typed.
 */
import { describe, expect, it } from 'vitest'

import { dayStart, dayIn } from '@/lib/faves/day'
import { closestTerm, editDistance } from '@/server/search/distance'
import { snippetParts } from '@/server/search/snippet'
import { formatQuery, isEmpty, parseQuery, replaceWords, toFts5, toTsquery, wordsOf } from '@/server/search/query'

describe('parseQuery', () => {
  it('reads words, phrases, exclusions and or', () => {
    const q = parseQuery('Grading "red pens" -coffee recess OR lunch')
    expect(q).toEqual({
      all: [
        { any: [{ words: ['grading'] }] },
        { any: [{ words: ['red', 'pens'] }] },
        { any: [{ words: ['recess'] }, { words: ['lunch'] }] },
      ],
      none: [{ words: ['coffee'] }],
      prefix: false,
    })
    expect(formatQuery(q)).toBe('grading "red pens" recess or lunch -coffee')
  })

  it('splits as the indexes do: accents off, hyphens make a phrase', () => {
    expect(wordsOf('Café-crème, naïve résumé!')).toEqual(['cafe', 'creme', 'naive', 'resume'])
    expect(parseQuery('stand-up').all).toEqual([{ any: [{ words: ['stand', 'up'] }] }])
  })

  it('treats a leading, trailing or doubled "or" and lone punctuation as nothing', () => {
    expect(parseQuery('or recess or').all).toEqual([{ any: [{ words: ['recess'] }] }])
    expect(isEmpty(parseQuery(' - "" * ( ) ^ '))).toBe(true)
    expect(isEmpty(parseQuery('-coffee'))).toBe(true) // exclusions alone match nothing
  })

  it('matches only a bare last word as a prefix, and only while typing', () => {
    expect(parseQuery('field tri', { prefix: true }).prefix).toBe(true)
    expect(parseQuery('field tri ', { prefix: true }).prefix).toBe(false)
    expect(parseQuery('"field trip"', { prefix: true }).prefix).toBe(false)
    expect(parseQuery('field -tri', { prefix: true }).prefix).toBe(false)
    expect(parseQuery('field tri').prefix).toBe(false)
  })

  it('bounds the work one query can ask for', () => {
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')
    expect(parseQuery(many).all).toHaveLength(12)
  })
})

describe('compiling', () => {
  it('writes FTS5 with every word quoted', () => {
    expect(toFts5(parseQuery('recess OR lunch "red pens" -coffee'))).toBe(
      '(("recess" OR "lunch") AND "red pens") NOT ("coffee")',
    )
    expect(toFts5(parseQuery('NEAR(a b) AND c*', { prefix: true }))).toBe('"near a" AND "b" AND "and" AND ("c"*)')
    const typing = { ...parseQuery('red marki', { prefix: true }), completions: ['marking', 'markings'] }
    expect(toFts5(typing)).toBe('"red" AND ("marki"* OR "marking" OR "markings")')
    expect(toTsquery(typing)).toBe('red & (marki | marki:* | marking | markings)')
  })

  it('writes tsquery with phrases and prefixes', () => {
    expect(toTsquery(parseQuery('recess OR lunch "red pens" -coffee tea', { prefix: true }))).toBe(
      '(recess | lunch) & (red <-> pens) & (tea | tea:*) & !coffee',
    )
    expect(toTsquery(parseQuery("a:* & b | !c <-> 'd'"))).toBe('a & b & c & d')
  })

  it('replaces corrected words', () => {
    const q = replaceWords(parseQuery('teachr "red penz"'), (w) => ({ teachr: 'teacher', penz: 'pens' })[w] ?? w)
    expect(formatQuery(q)).toBe('teacher "red pens"')
  })
})

describe('typo correction', () => {
  it('measures edits, a swap of neighbours counting one', () => {
    expect(editDistance('teacher', 'teacher')).toBe(0)
    expect(editDistance('teahcer', 'teacher')).toBe(1)
    expect(editDistance('techer', 'teacher')).toBe(1)
    expect(editDistance('tcher', 'teacher')).toBe(2)
  })

  const terms = (...words: string[]) => words.map((term) => ({ term, docs: 1 }))

  it('takes the closest candidate within one edit for short words, two for longer', () => {
    expect(closestTerm('teahcer', terms('teach', 'teacher', 'teachers'))).toBe('teacher')
    expect(closestTerm('recss', terms('recess', 'recesses'))).toBe('recess')
    expect(closestTerm('cofe', terms('coffee'))).toBeNull() // two edits from a four-letter word: too far
    expect(closestTerm('mug', terms('mugs', 'rug'))).toBe('mugs') // ties: the earlier (better) candidate
    expect(closestTerm('zzzz', [])).toBeNull()
  })

  it('of equally close words, takes the one more documents hold', () => {
    const candidates = [
      { term: 'teach', docs: 12 },
      { term: 'teacher', docs: 140 },
      { term: 'teachers', docs: 90 },
    ]
    expect(closestTerm('teachr', candidates)).toBe('teacher')
    expect(
      closestTerm('teachr', [
        { term: 'teach', docs: 12 },
        { term: 'teachers', docs: 900 },
      ]),
    ).toBe('teach')
  })
})

describe('snippets', () => {
  const read = (snippet: string) =>
    snippetParts(snippet)
      .map((p) => (p.match ? `[${p.text}]` : p.text))
      .join('')

  it('turns marked text into parts, never HTML', () => {
    expect(snippetParts('…a \u0002teacher\u0003 <b>and</b>,\n\n\u0002pens\u0003')).toEqual([
      { text: '…a ', match: false },
      { text: 'teacher', match: true },
      { text: ' <b>and</b>, ', match: false },
      { text: 'pens', match: true },
    ])
    expect(snippetParts(null)).toEqual([])
  })

  it('reads lines as sentences, from the sentence of the first match', () => {
    expect(
      read('Why work with us\nHolidays\nMany of us \u0002teach\u0003, so we plan around terms. Take leave in August.'),
    ).toBe('Many of us [teach], so we plan around terms. Take leave in August.')
    expect(read('Write to us\nGeneral \u0002enquiries\u0003\nSay hello')).toBe('General [enquiries]. Say hello')
  })

  it('cuts one very long sentence around the match', () => {
    const long = `${'word '.repeat(80)}\u0002match\u0003 ${'word '.repeat(80)}`
    const text = read(long)
    expect(text).toMatch(/^…word .*\[match\] .*…$/)
    expect(text.length).toBeLessThan(300)
  })
})

describe('dayStart', () => {
  it('is the first moment of the day in the zone, across offsets and clock changes', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York', 'Europe/London', 'UTC']) {
      for (const day of ['2026-03-08', '2026-03-29', '2026-11-01', '2026-12-31']) {
        const start = dayStart(zone, day)
        expect(dayIn(zone, start), `${zone} ${day}`).toBe(day)
        expect(dayIn(zone, new Date(start.getTime() - 60_000)), `${zone} ${day}`).not.toBe(day)
      }
    }
  })
})
