import { GraphQLError, type ValidationRule } from 'graphql'

/** Production only: the schema is not published (the contract is docs/api.md). */
export const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError('Introspection is disabled', {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      )
    }
  },
})
