/** The grades and subjects printables are filed under: select options, filters and chips alike. */
const NUMBERED = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const

export const GRADES = [
  { value: 'pre-k', label: 'Pre-K' },
  { value: 'k', label: 'Kindergarten' },
  ...NUMBERED.map((n) => ({ value: `grade-${n}` as const, label: `Grade ${n}` })),
] as const satisfies readonly { value: string; label: string }[]

export const SUBJECTS = [
  { value: 'english', label: 'English' },
  { value: 'math', label: 'Math' },
  { value: 'science', label: 'Science' },
  { value: 'social-studies', label: 'Social Studies' },
  { value: 'art', label: 'Art' },
  { value: 'music', label: 'Music' },
  { value: 'pe', label: 'PE' },
  { value: 'classroom-management', label: 'Classroom management' },
  { value: 'just-for-fun', label: 'Just for fun' },
] as const satisfies readonly { value: string; label: string }[]

export type Grade = (typeof GRADES)[number]['value']
export type Subject = (typeof SUBJECTS)[number]['value']

const labels = new Map<string, string>([...GRADES, ...SUBJECTS].map((o) => [o.value, o.label]))

/** The label of a grade or subject value (the value itself if unknown). */
export const labelOf = (value: string) => labels.get(value) ?? value

export const isGrade = (value: string): value is Grade => GRADES.some((g) => g.value === value)
export const isSubject = (value: string): value is Subject => SUBJECTS.some((s) => s.value === value)
