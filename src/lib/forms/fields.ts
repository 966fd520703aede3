import { z } from 'zod'

const NOT_AN_EMAIL = 'Please enter a valid email address, like name@school.org.'

/**
 * The rule Payload's email fields apply when they store an address (`email` in
 * payload/dist/fields/validations.js): an address this form accepts is never refused by the
 * database afterwards, in words the visitor never saw.
 */
const EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** An email address typed by a visitor, the same rule in every form. */
export const emailAddress = z
  .string({ required_error: 'Please enter your email address.', invalid_type_error: NOT_AN_EMAIL })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, NOT_AN_EMAIL)
  .regex(EMAIL, NOT_AN_EMAIL)
