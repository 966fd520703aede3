import { SubscribeFields, type SubscribeProps } from '@/components/subscribe/subscribe-fields'
import { SubscribeLoader } from '@/components/subscribe/subscribe-loader.client'

/**
 * The newsletter sign-up (footer and home): the server renders the form, and its code — the form
 * kit, zod, the server action — loads when the visitor reaches for it, not with every article.
 */
export function SubscribeForm(props: SubscribeProps) {
  return (
    <SubscribeLoader {...props}>
      <SubscribeFields {...props} />
    </SubscribeLoader>
  )
}
