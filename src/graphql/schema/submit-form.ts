import { AccountError } from '@/graphql/schema/account-error'
import { isUploadedFile, type UploadedFile } from '@/graphql/schema/upload-scalar'
import { accountTypes, type GraphQL } from '@/graphql/schema/account-types'
import type { ResolverContext } from '@/graphql/schema/current-member'
import { callerOf } from '@/access/caller'
import { LIMITS, clientIp, enforce } from '@/server/rate-limit'
import { SubmissionError, submitForm as store } from '@/server/forms/submit'

/** How long a visitor waits before sending again after a 503. */
const RETRY_AFTER = 5
const MAX_VALUES = 200

type Args = {
  form: string
  values: { name: string; value?: string | null }[]
  files?: { name: string; file: unknown }[] | null
  idempotencyKey?: string | null
}

const CODES = {
  invalid: 'BAD_USER_INPUT',
  'not-found': 'NOT_FOUND',
  duplicate: 'CONFLICT',
  closed: 'CONFLICT',
  unavailable: 'UNAVAILABLE',
} as const

export const submitForm = (g: GraphQL) => {
  const { FormValueInput, FormFileInput, FormSubmitted } = accountTypes(g)
  return {
    type: new g.GraphQLNonNull(FormSubmitted),
    description:
      "Sends a CMS form's answers. They are checked with the form's own rules (errors name each field in " +
      'extensions.fields), stored, and read back before the answer; on a failure to store: 503 with Retry-After ' +
      '(send again with the same idempotencyKey: it is stored once).',
    args: {
      form: { type: new g.GraphQLNonNull(g.GraphQLID) },
      values: { type: new g.GraphQLNonNull(new g.GraphQLList(new g.GraphQLNonNull(FormValueInput))) },
      files: {
        type: new g.GraphQLList(new g.GraphQLNonNull(FormFileInput)),
        description: 'Attachments of the form\'s file fields (multipart request; type read from the bytes).',
      },
      idempotencyKey: { type: g.GraphQLString },
    },
    async resolve(_root: unknown, args: Args, context: ResolverContext) {
      const { req } = context
      await enforce(LIMITS.formSubmit, `ip:${clientIp(req.headers)}`)
      if (args.values.length > MAX_VALUES) throw new AccountError('This form sent too many answers.', 'BAD_USER_INPUT')
      const files: Record<string, UploadedFile> = {}
      for (const { name, file } of args.files ?? []) {
        if (!isUploadedFile(file) || name in files) {
          throw new AccountError('Send each attachment once, as a file of the request.', 'BAD_USER_INPUT')
        }
        files[name] = file
      }
      const caller = callerOf(req.user)
      try {
        return await store(req.payload, {
          form: args.form,
          values: Object.fromEntries(args.values.map((v) => [v.name, v.value ?? ''])),
          files,
          idempotencyKey: args.idempotencyKey,
          member: caller.kind === 'member' ? caller.id : null,
        })
      } catch (error) {
        if (!(error instanceof SubmissionError)) throw error
        if (error.kind === 'unavailable') {
          context.headers ??= {}
          context.headers['retry-after'] = String(RETRY_AFTER)
          throw new AccountError(error.message, 'UNAVAILABLE', { retryAfter: RETRY_AFTER })
        }
        const fields = Object.keys(error.errors.fields).length > 0 ? { fields: error.errors.fields } : {}
        throw new AccountError(error.message, CODES[error.kind], fields)
      }
    },
  }
}
