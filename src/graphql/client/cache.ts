import { defaultDataIdFromObject, InMemoryCache } from '@apollo/client'
import type { InMemoryCacheConfig } from '@apollo/client'

type DataIdFromObject = NonNullable<InMemoryCacheConfig['dataIdFromObject']>

/**
 * A cached API object is identified by its type name plus its id, or its _id when it has
 * no id (Payload's ids are numbers on SQLite and PostgreSQL alike). Anything else: Apollo's rule.
 */
export const dataIdFromObject: DataIdFromObject = (object, context) => {
  const { __typename, id, _id } = object
  const key = id ?? _id
  if (typeof __typename === 'string' && (typeof key === 'string' || typeof key === 'number')) {
    return `${__typename}:${key}`
  }
  return defaultDataIdFromObject(object, context)
}

export const createCache = () => new InMemoryCache({ dataIdFromObject })
