// /podcast without a slug shows the type's index: the shows, whose canonical address is /podcasts.
export { default, generateMetadata } from '@/app/(site)/podcasts/page'
