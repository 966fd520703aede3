import { Fragment } from 'react'

import { renderBlock } from '@/components/block-map'
import { type HomeSection, sectionComponents } from '@/sections/components'

/** The home page: the sections in the order the editors arranged them. */
export function RenderSections({ sections }: { sections: HomeSection[] }) {
  return (
    <div className="flex flex-col gap-14 pb-4 md:gap-20">
      {sections.map((section, i) => (
        <Fragment key={section.id ?? i}>{renderBlock(sectionComponents, section.blockType, section)}</Fragment>
      ))}
    </div>
  )
}
