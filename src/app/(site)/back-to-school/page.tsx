import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('back-to-school')

export const generateMetadata = route.generateMetadata
export default route.Page
