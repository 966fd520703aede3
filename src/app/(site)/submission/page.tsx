import { fixedPage } from '@/components/cms-page/cms-page'

const route = fixedPage('submission')

export const generateMetadata = route.generateMetadata
export default route.Page
