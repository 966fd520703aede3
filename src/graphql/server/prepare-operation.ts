import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql'

import type { GraphQLSetup } from '@/graphql/server/schema'
import { LIMITS } from '@/graphql/server/limits'
import { noIntrospection } from '@/graphql/server/rules/no-introspection'
import { operationLimits, type OperationMeasure } from '@/graphql/server/rules/operation-limits'

export type OperationInput = { query: string; variables?: Record<string, unknown>; operationName?: string }

export type Prepared =
  | ({ ok: true; document: DocumentNode; operation: OperationDefinitionNode } & OperationMeasure)
  | { ok: false; errors: readonly GraphQLError[] }

const withCode = (errors: readonly GraphQLError[], code: string) =>
  errors.map((e) =>
    e.extensions?.code ? e : new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code } }),
  )

/**
 * Parse (bounded in tokens) and validate one operation: graphql's rules, Payload's (complexity),
 * and ours (depth, aliases, directives, cost, list limits; no introspection in production).
 * Shared by HTTP and websocket, so both refuse the same operations with the same messages.
 */
export function prepareOperation(setup: GraphQLSetup, input: OperationInput, production: boolean): Prepared {
  let document: DocumentNode
  try {
    document = parse(input.query, { maxTokens: LIMITS.tokens })
  } catch (error) {
    const parseError = error instanceof GraphQLError ? error : new GraphQLError(String(error))
    // graphql's own wording ("contains more that N tokens. Parsing aborted.") says little to a client.
    if (/more tha[nt] \d+ tokens/.test(parseError.message)) {
      const message = `The query is too long: more than ${LIMITS.tokens} tokens.`
      return { ok: false, errors: [new GraphQLError(message, { extensions: { code: 'TOKEN_LIMIT' } })] }
    }
    return { ok: false, errors: withCode([parseError], 'GRAPHQL_PARSE_FAILED') }
  }
  // Three passes, cheapest first, each only if the one before passed. Our limits alone: one walk
  // that refuses an expensive or hostile query before graphql's rules (tens of ms on Payload's
  // large schema) ever see it, and before Payload's complexity rule expands every fragment spread.
  // graphql stops collecting after maxErrors (100 by default); a hostile query needs no more than a few.
  const costs = new Map<OperationDefinitionNode, OperationMeasure>()
  const ours: ValidationRule[] = [operationLimits(input.variables, costs), ...(production ? [noIntrospection] : [])]
  let errors = validate(setup.schema, document, ours, { maxErrors: 20 })
  if (errors.length === 0) errors = validate(setup.schema, document, specifiedRules, { maxErrors: 20 })
  if (errors.length === 0) {
    const payloads = setup.validationRules({ schema: setup.schema, document, variableValues: input.variables })
    errors = validate(setup.schema, document, payloads, { maxErrors: 20 })
  }
  if (errors.length > 0) return { ok: false, errors: withCode(errors, 'GRAPHQL_VALIDATION_FAILED') }
  const operation = getOperationAST(document, input.operationName)
  if (!operation) {
    const message = input.operationName
      ? `The document has no operation named "${input.operationName}".`
      : 'The document holds several operations: say which one to run with operationName.'
    return { ok: false, errors: [new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })] }
  }
  const measure = costs.get(operation)
  return { ok: true, document, operation, cost: 0, uploads: 0, mutations: 0, ...measure }
}
