import {
  GraphQLError,
  GraphQLList,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isScalarType,
  Kind,
  OperationTypeNode,
  type ASTNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql'

import { LIMITS } from '@/graphql/server/limits'
import { argumentValue } from '@/graphql/server/rules/argument-value'

type Measure = {
  depth: number
  aliases: number
  directives: number
  cost: number
  visited: number
  uploads: number
  mutations: number
}

/** Whether a field takes an Upload anywhere in its arguments (directly or inside input objects). */
function takesFiles(field: GraphQLField<unknown, unknown>): boolean {
  const seen = new Set<GraphQLNamedType>()
  const holdsUpload = (type: GraphQLNamedType): boolean => {
    if (seen.has(type)) return false
    seen.add(type)
    if (type.name === 'Upload') return true
    return isInputObjectType(type) && Object.values(type.getFields()).some((f) => holdsUpload(getNamedType(f.type)))
  }
  return field.args.some((arg) => holdsUpload(getNamedType(arg.type)))
}

/** Selections one operation may expand to (fragments spread many times): beyond it, stop and refuse. */
const VISIT_BUDGET = 20_000

const fieldsOf = (type: GraphQLNamedType | undefined) =>
  type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : undefined

/**
 * What one field costs before what is under it: rich text and JSON (Payload's `JSON` scalar) are
 * as large as editors made them; a field with its own resolver returning documents (a root list,
 * a relationship, an upload, a join) reads the database; anything else is 1.
 */
function weight(field: GraphQLField<unknown, unknown>, child: GraphQLNamedType): number {
  if (isScalarType(child) && /^JSON/.test(child.name)) return LIMITS.richTextCost
  if (field.resolve && !isLeafType(child)) return LIMITS.lookupCost
  return 1
}

export const tooManyUploads = (count: number) =>
  `A request may run at most ${LIMITS.uploadMutations} mutation that takes files (this one has ${count}): send each upload in a request of its own.`

/**
 * Depth, aliases, directives and estimated cost of each operation, fragments expanded, plus the
 * `limit` and `pagination` arguments of lists. Reports (never throws): a thrown error in a
 * validation rule would surface as a 500. Each operation's cost and count of mutation fields that
 * take files go into `costs`, for the budget of a whole batch and the caller's rate limit.
 */
export type OperationMeasure = {
  cost: number
  uploads: number
  /** Its mutation fields at the root, each weighing LIMITS.mutationCost in `cost`. */
  mutations: number
}

export const operationLimits =
  (
    variables: Record<string, unknown> | undefined,
    costs?: Map<OperationDefinitionNode, OperationMeasure>,
  ): ValidationRule =>
  (context: ValidationContext) => {
    const report = (message: string, code: string, node: ASTNode) =>
      context.reportError(new GraphQLError(message, { nodes: [node], extensions: { code } }))

    function walk(
      set: SelectionSetNode,
      parent: GraphQLNamedType | undefined,
      depth: number,
      op: OperationDefinitionNode,
      m: Measure,
      listSize?: number,
      seen = new Set<string>(),
    ): number {
      let cost = 0
      for (const selection of set.selections) {
        // Every selection counts, spreads and __typename too: a fragment bomb must run out of budget.
        if (++m.visited > VISIT_BUDGET) return cost
        m.directives += selection.directives?.length ?? 0
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = context.getFragment(selection.name.value)
          // A cycle is reported by graphql's own NoFragmentCycles rule; just do not loop on it.
          if (!fragment || seen.has(fragment.name.value)) continue
          const type = context.getSchema().getType(fragment.typeCondition.name.value)
          cost += walk(fragment.selectionSet, type, depth, op, m, listSize, new Set(seen).add(fragment.name.value))
          continue
        }
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition
            ? context.getSchema().getType(selection.typeCondition.name.value)
            : parent
          cost += walk(selection.selectionSet, type, depth, op, m, listSize, seen)
          continue
        }
        const name = selection.name.value
        if (selection.alias) m.aliases += 1
        // Introspection is off in production; in development its tools' queries must pass.
        if (name === '__typename' || name === '__schema' || name === '__type') continue
        m.depth = Math.max(m.depth, depth)
        const field: GraphQLField<unknown, unknown> | undefined = fieldsOf(parent)?.[name]
        if (!field) continue // unknown fields are reported by graphql's own rules
        const child = getNamedType(field.type)
        const isList = getNullableType(field.type) instanceof GraphQLList
        const limitArg = field.args.some((a) => a.name === 'limit')
        let size = listSize ?? LIMITS.defaultListSize
        if (limitArg) {
          const limit = argumentValue(selection, 'limit', op, variables)
          // A value of the wrong type is refused by variable coercion, with graphql's own message.
          if (typeof limit === 'number' && (limit < 1 || limit > LIMITS.listLimit)) {
            report(
              `limit must be between 1 and ${LIMITS.listLimit} on ${name} (got ${JSON.stringify(limit)}).`,
              'LIST_LIMIT',
              selection,
            )
          }
          size = typeof limit === 'number' && limit > 0 ? Math.min(limit, LIMITS.listLimit) : LIMITS.defaultListSize
        }
        if (argumentValue(selection, 'pagination', op, variables) === false) {
          report(
            `pagination: false is not allowed on ${name} (it returns every document): page through with limit (at most ${LIMITS.listLimit}) and page.`,
            'LIST_LIMIT',
            selection,
          )
        }
        const under = selection.selectionSet
          ? walk(selection.selectionSet, child, depth + 1, op, m, limitArg && !isList ? size : undefined)
          : 0
        cost += weight(field, child) + (isList ? size * under : under)
        if (depth === 1 && op.operation === OperationTypeNode.MUTATION) {
          cost += LIMITS.mutationCost
          m.mutations += 1
          if (takesFiles(field)) m.uploads += 1
        }
      }
      return cost
    }

    return {
      OperationDefinition(op) {
        const m: Measure = {
          depth: 0,
          aliases: 0,
          directives: op.directives?.length ?? 0,
          cost: 0,
          visited: 0,
          uploads: 0,
          mutations: 0,
        }
        const root = context.getSchema().getRootType(op.operation) ?? undefined
        m.cost = walk(op.selectionSet, root, 1, op, m)
        costs?.set(op, {
          cost: m.visited > VISIT_BUDGET ? Infinity : m.cost,
          uploads: m.uploads,
          mutations: m.mutations,
        })
        if (m.uploads > LIMITS.uploadMutations) report(tooManyUploads(m.uploads), 'UPLOAD_LIMIT', op)
        if (m.depth > LIMITS.depth)
          report(`The query is nested ${m.depth} levels deep; the limit is ${LIMITS.depth}.`, 'DEPTH_LIMIT', op)
        if (m.aliases > LIMITS.aliases)
          report(`The query uses ${m.aliases} aliases; the limit is ${LIMITS.aliases}.`, 'ALIAS_LIMIT', op)
        if (m.directives > LIMITS.directives) {
          report(`The query uses ${m.directives} directives; the limit is ${LIMITS.directives}.`, 'DIRECTIVE_LIMIT', op)
        }
        if (m.visited > VISIT_BUDGET || m.cost > LIMITS.cost) {
          const cost = m.visited > VISIT_BUDGET ? `more than ${VISIT_BUDGET} selections` : `estimated cost ${m.cost}`
          report(
            `The query is too expensive (${cost}; the limit is ${LIMITS.cost}): ask for fewer or smaller lists.`,
            'COST_LIMIT',
            op,
          )
        }
      },
    }
  }
