import { Kind, valueFromASTUntyped, type FieldNode, type OperationDefinitionNode } from 'graphql'

/**
 * The value an argument will have when the operation runs: a literal, or a variable (sent, else
 * its default). Undefined when the argument is absent. Variables of the wrong type are refused by
 * graphql's own coercion; this only reads.
 */
export function argumentValue(
  field: FieldNode,
  name: string,
  op: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): unknown {
  const arg = field.arguments?.find((a) => a.name.value === name)
  if (!arg) return undefined
  if (arg.value.kind !== Kind.VARIABLE) return valueFromASTUntyped(arg.value)
  const variable = arg.value.name.value
  if (variables && variable in variables) return variables[variable]
  const definition = op.variableDefinitions?.find((d) => d.variable.name.value === variable)
  return definition?.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined
}
