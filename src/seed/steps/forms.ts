import { confirmationOf, FORMS } from '@/seed/content/forms'
import { WRITE, type Seeder } from '@/seed/context'

/** The CMS forms, found by title or created; pages embed them by key (`formRef`). */
export async function seedForms(s: Seeder) {
  const { docs } = await s.payload.find({
    collection: 'forms',
    where: { title: { in: FORMS.map((f) => f.title) } },
    select: { title: true },
    limit: FORMS.length,
    depth: 0,
  })
  const existing = new Map(docs.map((d) => [d.title, d.id]))
  for (const form of FORMS) {
    let id = existing.get(form.title)
    if (id === undefined) {
      const doc = await s.payload.create({
        collection: 'forms',
        data: {
          title: form.title,
          submitButtonLabel: form.submitButtonLabel,
          confirmationType: 'message',
          confirmationMessage: confirmationOf(form),
          oneEntryPerEmail: Boolean(form.oneEntryPerEmail),
          fields: form.fields,
          emails: [{ emailTo: form.notify.to, subject: form.notify.subject, message: confirmationOf(form) }],
        },
        ...WRITE,
      })
      id = doc.id
      s.created.forms += 1
    }
    s.forms.set(form.key, id)
  }
}
