/** A refusal of a REST endpoint of ours, in Payload's own error shape: `{ errors: [{ message }] }`. */
export const restError = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })
