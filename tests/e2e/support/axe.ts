import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
export type AxeViolation = AxeResults['violations'][number]

/** One violation per paragraph: rule, impact, help link and the offending elements. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n')
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : ''
      return `• ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`
    })
    .join('\n\n')
}

/** Runs axe-core with the WCAG 2.1 A/AA rules on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations
}
