import { notFound } from 'next/navigation'

/** Any address outside the spec's route table: the site's 404 inside the site's frame. */
export default function Missing() {
  notFound()
}
