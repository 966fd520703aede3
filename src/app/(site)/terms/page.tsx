import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('terms')

export const generateMetadata = route.generateMetadata
export default route.Page
