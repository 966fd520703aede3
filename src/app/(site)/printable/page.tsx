// /printable without a slug shows the type's index: the list, whose canonical address is /printables.
export { default, generateMetadata } from '@/app/(site)/printables/page'
