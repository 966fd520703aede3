// /giveaway-old without a slug shows the type's index: the list, whose canonical address is /giveaways.
export { default, generateMetadata } from '@/app/(site)/giveaways/page'
