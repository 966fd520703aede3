/**
 * The synonyms search starts with (the `search-synonyms` global): the school words our readers
 * spell differently on either side of the Atlantic, and a few spellings. Editors keep the list.
 */
export const SEARCH_SYNONYMS = {
  groups: [
    'substitute teacher, supply teacher, cover teacher, substitute',
    'math, maths',
    'vacation, holiday',
    'grade, year',
    'grading, marking',
    'principal, head teacher, headteacher, head of school',
    'recess, break time, playtime',
    'indoor recess, wet play, wet break',
    'parent teacher conference, parents evening',
    'lost and found, lost property',
    'field trip, school trip',
    'pd day, professional development day, inset day, training day',
    'kindergarten, reception',
    'cafeteria, canteen, dinner hall, lunch hall',
    'eraser, rubber',
    'teachers lounge, faculty lounge, staffroom',
    'semester, term',
    'report card, school report',
    'elementary school, primary school',
    'high school, secondary school',
    'student, pupil',
    'homeroom, form time, registration',
    'mom, mum',
    'backpack, school bag',
    'copier, photocopier',
    'color, colour',
    'favorite, favourite',
    'behavior, behaviour',
  ].map((words) => ({ words })),
}
