import type { CategorySeed } from '@/seed/content/types'

/** In creation order: a parent comes before its children. */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'classroom-life',
    title: 'Classroom Life',
    description:
      'Glue sticks, seating charts and the child who asks to go to the bathroom the second you start talking. Stories from the front of the room.',
  },
  {
    slug: 'parents-evening',
    title: "Parent-Teacher Conferences",
    parent: 'classroom-life',
    description:
      'Ten minutes per family, forty families, one bottle of water. How to survive, what they really mean, and why it is secretly lovely.',
  },
  {
    slug: 'staffroom-stories',
    title: 'Staffroom Stories',
    description:
      'The fridge, the photocopier, the mug that belongs to someone who left in 2014. Tales from the room behind the door labeled "Staff Only".',
  },
  {
    slug: 'teacher-wellbeing',
    title: 'Teacher Wellbeing',
    description:
      'Practical, kind and occasionally bossy advice on rest, boundaries and remembering you are a person who also happens to teach.',
  },
  {
    slug: 'lesson-hacks',
    title: 'Lesson Hacks',
    description:
      'Tried-and-tested tricks for calmer transitions, livelier starters and lessons that survive a fire drill. No laminating required. Mostly.',
  },
  {
    slug: 'life-outside-school',
    title: 'Life Outside School',
    description:
      'Hobbies, vacations and the strange experience of seeing a student in the supermarket. Yes, teachers have lives. We have proof.',
  },
  {
    slug: 'holidays-and-breaks',
    title: 'Holidays & Breaks',
    parent: 'life-outside-school',
    description:
      'Fall break, spring break, summer and the sacred Friday before each one. How to actually switch off, and how to stop grading on the beach.',
  },
  {
    slug: 'back-to-school',
    title: 'Back to School',
    description:
      'New stationery, new faces, same lanyard. Everything for the first weeks of school, from the night-before nerves to first-day bingo.',
  },
]
