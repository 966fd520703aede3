/**
 * The naming rule of docs/architecture.md for every registered block and home section: folder
 * `image-text/`, config `ImageText`, slug `imageText`, interfaceName `ImageTextBlock`, component
 * `ImageTextBlock` (sections end in `Section`). A block of one content type lives in its folder
 * (src/collections/<type>/blocks/…). The component map itself is checked by the compiler.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Block } from 'payload'
import { describe, expect, it } from 'vitest'

import { bodyBlocks, inlineBlocks } from '@/blocks/registry'
import { homeSections } from '@/sections/registry'

const kebab = (slug: string) => slug.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const pascal = (slug: string) => slug[0].toUpperCase() + slug.slice(1)

/** A block's folder: shared in src/{blocks,sections}/, or one type's in src/collections/<type>/. */
function folderOf(folder: 'blocks' | 'sections', name: string): string {
  const types = readdirSync(path.resolve('src/collections'), { withFileTypes: true }).filter((e) => e.isDirectory())
  const places = [
    path.resolve('src', folder, name),
    ...types.map((t) => path.resolve('src/collections', t.name, folder, name)),
  ]
  const found = places.filter((dir) => existsSync(dir))
  expect(found, `one folder named ${name}`).toHaveLength(1)
  return found[0]
}

function expectOneName(block: Block, folder: 'blocks' | 'sections', suffix: 'Block' | 'Section') {
  const dir = folderOf(folder, kebab(block.slug))
  const config = readFileSync(path.join(dir, 'config.ts'), 'utf8')
  const component = readFileSync(path.join(dir, 'component.tsx'), 'utf8')
  expect(block.interfaceName).toBe(`${pascal(block.slug)}${suffix}`)
  expect(config).toMatch(new RegExp(`^export const ${pascal(block.slug)}: Block = \\{`, 'm'))
  expect(component).toMatch(new RegExp(`^export (async )?function ${block.interfaceName}\\(`, 'm'))
}

describe('block registry', () => {
  it.each([...bodyBlocks, ...inlineBlocks].map((b) => [b.slug, b]))('%s keeps one name everywhere', (_, block) =>
    expectOneName(block, 'blocks', 'Block'),
  )

  it('lists each block once', () => {
    const slugs = [...bodyBlocks, ...inlineBlocks].map((b) => b.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
  })
})

describe('home section registry', () => {
  it.each(homeSections.map((s) => [s.slug, s]))('%s keeps one name everywhere', (_, section) =>
    expectOneName(section, 'sections', 'Section'),
  )
})
