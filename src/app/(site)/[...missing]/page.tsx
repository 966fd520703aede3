import { notFound } from 'next/navigation'

/** Any address no route of the site answers: the site's 404 inside the site's frame. */
export default function Missing() {
  notFound()
}
