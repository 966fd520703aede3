/**
 * The access matrix: for every collection and global (Payload's own and the plugins' included),
 * every operation, and every kind of caller, what the API answers. One table, read by
 * - tests/api/access-matrix.test.ts, which runs every row over REST and over GraphQL against a
 *   running server (and fails when a collection, global, operation or custom GraphQL field has
 *   no row), and
 * - scripts/security-doc.ts, which renders it into docs/security.md (tests/unit/security-doc.test.ts
 *   fails when the page is out of date).
 * Change a rule in src/access, change its row here.
 */

export const CALLERS = ['anonymous', 'member', 'otherMember', 'twin', 'contributor', 'editor', 'admin'] as const
export type Caller = (typeof CALLERS)[number]

export const CALLER_LABELS: Record<Caller, string> = {
  anonymous: 'anonymous visitor',
  member: 'the member (owner of the member-side subjects)',
  otherMember: 'another member',
  twin: "a member whose id equals the contributor's user id",
  contributor: 'contributor',
  editor: 'editor',
  admin: 'admin',
}

/**
 * - allow: it happens (a read returns the subject).
 * - deny: refused: 403 over REST, a "not allowed" error over GraphQL (401 "Sign in…" for the
 *   member-only account operations), and nothing changes.
 * - hidden: the caller may read only some documents and the subject is not one of them: lists
 *   leave it out, reads by id answer 404, writes are refused (403) or not found (404).
 * - absent: there is no such operation: REST answers 404 ("… keeps no versions"), GraphQL has no
 *   such field.
 */
export type Outcome = 'allow' | 'deny' | 'hidden' | 'absent'
const Y: Outcome = 'allow'
const N: Outcome = 'deny'
const H: Outcome = 'hidden'
const X: Outcome = 'absent'

export type Cells = Record<Caller, Outcome>

/** What a row is done to; the test makes one of each (see SUBJECTS). */
export const SUBJECTS = {
  doc: 'a document',
  published: 'a published document (by an editor)',
  draft: "the contributor's draft, never published",
  newDraft: 'a new draft',
  new: 'a new one',
  contributorUpload: 'an image the contributor uploaded, not yet taken over',
  takenOver: 'an image the contributor uploaded, now used by a published article',
  editorUpload: 'an image an editor uploaded',
  contributorAccount: "the contributor's account (its id is the twin member's id)",
  memberAccount: "the member's account",
  twinAccount: "the twin member's account (its id is the contributor's id)",
  memberAvatar: "the member's profile picture",
  publishedFile: "a file a published document offers (a printable's PDF, an episode's audio)",
  draftFile: "a file only the contributor's draft offers",
  contributorPreference: "one of the contributor's admin preferences",
  editorLock: "an editor's lock on an article",
  job: 'a scheduled publish job',
  unsaved: 'changes saved as a draft, not yet published',
  ownAccount: "the caller's own member account",
  none: 'no document',
} as const
export type Subject = keyof typeof SUBJECTS

export const OPERATIONS = {
  read: 'read it (by id, and in lists)',
  create: 'create it',
  publish: 'create it already published',
  update: 'change it',
  delete: 'delete it',
  readVersions: 'read its versions (drafts included)',
  unlock: 'unlock an account (by email)',
  admin: 'use the admin panel (/admin)',
  me: 'read "me" (the signed-in account of this collection)',
  file: 'fetch the file at its URL',
  count: 'count a read or a play (POST /api/posts/{id}/view, /api/episodes/{id}/play)',
  byKey: 'read and write preferences by key (/api/payload-preferences/{key})',
  run: 'run due jobs (GET /api/payload-jobs/run)',
  importVideos: 'import from the video platform (POST /api/videos/import)',
  drawWinner: 'draw the winner of a giveaway (POST /api/giveaways/{id}/draw)',
  discardBlank: 'discard it if nothing was ever written in it (POST /api/{collection}/{id}/discard-blank)',
  export: 'download the whole list as CSV (GET /api/{collection}/export)',
  call: 'call it',
  receiveDraft: 'receive an event about a draft',
  receivePublished: 'receive an event about a published document',
  subscribe: 'subscribe and receive its events',
  findPublished: 'find it by its words (search)',
  findDraft: "find a draft's words (search)",
} as const
export type Operation = keyof typeof OPERATIONS

export type Row = { operation: Operation; subject: Subject; expect: Cells }
export type Entity = { about: string; rows: Row[] }

/** One row, cells in CALLERS order: anonymous, member, otherMember, twin, contributor, editor, admin. */
function row(
  operation: Operation,
  subject: Subject,
  ...cells: [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome]
): Row {
  return { operation, subject, expect: Object.fromEntries(CALLERS.map((c, i) => [c, cells[i]])) as Cells }
}

/** Reads for everyone, writes for editors and admins, no versions. */
const editorial = (about: string): Entity => ({
  about,
  // prettier-ignore
  rows: [
    //                         anon mem other twin contr edit admin
    row('read', 'doc',         Y, Y, Y, Y, Y, Y, Y),
    row('create', 'new',       N, N, N, N, N, Y, Y),
    row('update', 'doc',       N, N, N, N, N, Y, Y),
    row('delete', 'doc',       N, N, N, N, N, Y, Y),
    row('readVersions', 'doc', N, N, N, N, X, X, X),
  ],
})

/**
 * Articles and pages: drafts, versions, contributors writing drafts of their own. Types with
 * autosave (`autosave`: all but the tour's extras) also discard a draft "Create New" left blank.
 */
const versioned = (about: string, autosave = true): Entity => ({
  about,
  // prettier-ignore
  rows: [
    //                               anon mem other twin contr edit admin
    row('read', 'published',         Y, Y, Y, Y, Y, Y, Y),
    row('read', 'draft',             H, H, H, H, Y, Y, Y),
    row('create', 'newDraft',        N, N, N, N, Y, Y, Y),
    row('publish', 'newDraft',       N, N, N, N, N, Y, Y),
    row('update', 'draft',           N, N, N, N, Y, Y, Y),
    row('update', 'published',       N, N, N, N, N, Y, Y),
    row('delete', 'draft',           N, N, N, N, N, Y, Y),
    row('readVersions', 'draft',     N, N, N, N, Y, Y, Y),
    row('readVersions', 'published', N, N, N, N, H, Y, Y),
    ...(autosave ? [row('discardBlank', 'draft', N, N, N, N, Y, Y, Y)] : []),
  ],
})

/**
 * Globals: everyone reads (what is published); editors and admins, or admins only, change; only
 * the home page keeps versions (drafts), which the editorial team reads.
 */
const global = (about: string, writers: 'editors' | 'admins', versions = false): Entity => ({
  about,
  // prettier-ignore
  rows: [
    //                         anon mem other twin contr edit admin
    row('read', 'doc',         Y, Y, Y, Y, Y, Y, Y),
    row('update', 'doc',       N, N, N, N, N, writers === 'editors' ? Y : N, Y),
    ...(versions
      ? [
          row('read', 'unsaved',         H, H, H, H, Y, Y, Y),
          row('readVersions', 'doc',     N, N, N, N, Y, Y, Y),
        ]
      : [row('readVersions', 'doc',     N, N, N, N, X, X, X)]),
  ],
})

const custom = (about: string, rows: Row[]): Entity => ({ about, rows })

/** Payload's own bookkeeping nobody reaches through the API. */
const internal = (about: string, subject: Subject): Entity => ({
  about,
  // prettier-ignore
  rows: [
    //                           anon mem other twin contr edit admin
    row('read', subject,            N, N, N, N, N, N, N),
    row('create', subject,          N, N, N, N, N, N, N),
    row('update', subject,          N, N, N, N, N, N, N),
    row('delete', subject,          N, N, N, N, N, N, N),
    row('readVersions', subject,    N, N, N, N, X, X, X),
  ],
})

// prettier-ignore
export const MATRIX = {
  collections: {
    posts: {
      ...versioned('Articles.'),
      rows: [
        ...versioned('').rows,
        //                            anon mem other twin contr edit admin
        row('count', 'published',     Y, Y, Y, Y, Y, Y, Y),
        row('count', 'draft',         H, H, H, H, H, H, H),
      ],
    },
    pages: versioned('Pages of the site (about us, legal, guides).'),
    memes: versioned('Memes: a picture and its words; the same editorial rules as articles.'),
    printables: versioned('Printables: PDFs to print, with page previews; the same editorial rules as articles.'),
    giveaways: {
      ...versioned('Giveaways: a prize, an entry window and its entry form; the same editorial rules as articles. Editors and admins draw the winner (the drawn entry is theirs to read).'),
      rows: [
        ...versioned('').rows,
        //                              anon mem other twin contr edit admin
        row('drawWinner', 'published',  N, N, N, N, N, Y, Y),
      ],
    },
    faves: versioned('Faves of the day: a day of picks from Instagram and TikTok, its face and questions; the same editorial rules as articles, except that the public reads a published day only once its date has come. Only the team reads whether a creator gave permission.'),
    'giveaway-draws': {
      about: 'The audit record of each winner draw (who, when, the seed, the entries, the winner): written by the draw only, read by editors and admins, never changed.',
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         N, N, N, N, N, Y, Y),
        row('create', 'new',       N, N, N, N, N, N, N),
        row('update', 'doc',       N, N, N, N, N, N, N),
        row('delete', 'doc',       N, N, N, N, N, N, N),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
      ],
    },
    'printable-files': {
      about: "Printables' PDFs: the file is public at its URL only while a published printable offers it; the documents are the team's; editors replace and delete.",
      rows: [
        //                                   anon mem other twin contr edit admin
        row('read', 'publishedFile',         N, N, N, N, Y, Y, Y),
        row('file', 'publishedFile',         Y, Y, Y, Y, Y, Y, Y),
        row('file', 'draftFile',             N, N, N, N, Y, Y, Y),
        row('create', 'new',                 N, N, N, N, Y, Y, Y),
        row('update', 'publishedFile',       N, N, N, N, N, Y, Y),
        row('delete', 'publishedFile',       N, N, N, N, N, Y, Y),
        row('readVersions', 'publishedFile', N, N, N, N, X, X, X),
      ],
    },
    videos: {
      ...versioned('Videos: a platform id or a file of our own, a poster; the same editorial rules as articles. Editors and admins import them from the video platform.'),
      rows: [
        ...versioned('').rows,
        //                          anon mem other twin contr edit admin
        row('importVideos', 'none', N, N, N, N, N, Y, Y),
      ],
    },
    podcasts: versioned('Podcast shows; the same editorial rules as articles.'),
    episodes: {
      ...versioned('Podcast episodes; the same editorial rules as articles. Anyone counts a play of a published one.'),
      rows: [
        ...versioned('').rows,
        //                            anon mem other twin contr edit admin
        row('count', 'published',     Y, Y, Y, Y, Y, Y, Y),
        row('count', 'draft',         H, H, H, H, H, H, H),
      ],
    },
    'episode-audio': {
      about: "Episodes' audio (MP3, M4A): the file is public at its URL only while a published episode plays it; the documents are the team's; editors replace and delete.",
      rows: [
        //                                   anon mem other twin contr edit admin
        row('read', 'publishedFile',         N, N, N, N, Y, Y, Y),
        row('file', 'publishedFile',         Y, Y, Y, Y, Y, Y, Y),
        row('file', 'draftFile',             N, N, N, N, Y, Y, Y),
        row('create', 'new',                 N, N, N, N, Y, Y, Y),
        row('update', 'publishedFile',       N, N, N, N, N, Y, Y),
        row('delete', 'publishedFile',       N, N, N, N, N, Y, Y),
        row('readVersions', 'publishedFile', N, N, N, N, X, X, X),
      ],
    },
    'tour-shows': versioned('Comedy-tour shows; the same editorial rules as articles (an edit also reaches open tour pages through the tourShowChanged subscription).'),
    performers: versioned('Comedy-tour performers; the same editorial rules as articles.'),
    'press-articles': versioned('Press articles about the comedy tour; the same editorial rules as articles.', false),
    testimonials: versioned('Testimonials (the tour page, the site); the same editorial rules as articles.', false),
    categories: editorial('Article categories.'),
    'video-categories': editorial('Video categories (nested).'),
    originals: editorial('Original series.'),
    authors: editorial('Public author profiles.'),
    redirects: editorial('Redirects (plugin collection): the server reads them anonymously.'),
    media: {
      about: 'Images. Contributors change and delete only what they uploaded, until the editors take it over.',
      rows: [
        //                                       anon mem other twin contr edit admin
        row('read', 'contributorUpload',         Y, Y, Y, Y, Y, Y, Y),
        row('create', 'new',                     N, N, N, N, Y, Y, Y),
        row('update', 'contributorUpload',       N, N, N, N, Y, Y, Y),
        row('update', 'takenOver',               N, N, N, N, N, Y, Y),
        row('update', 'editorUpload',            N, N, N, N, N, Y, Y),
        row('delete', 'contributorUpload',       N, N, N, N, Y, Y, Y),
        row('delete', 'takenOver',               N, N, N, N, N, Y, Y),
        row('delete', 'editorUpload',            N, N, N, N, N, Y, Y),
        row('file', 'contributorUpload',         Y, Y, Y, Y, Y, Y, Y),
        row('readVersions', 'contributorUpload', N, N, N, N, X, X, X),
      ],
    },
    'video-files': {
      about: 'Self-hosted video files (MP4, WebM). Staff upload; editors change and delete.',
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         Y, Y, Y, Y, Y, Y, Y),
        row('create', 'new',       N, N, N, N, Y, Y, Y),
        row('update', 'doc',       N, N, N, N, N, Y, Y),
        row('delete', 'doc',       N, N, N, N, N, Y, Y),
        row('file', 'doc',         Y, Y, Y, Y, Y, Y, Y),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
      ],
    },
    subscribers: {
      about: 'Newsletter sign-ups with their consent record.',
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         N, N, N, N, N, Y, Y),
        row('create', 'new',       N, N, N, N, N, Y, Y),
        row('update', 'doc',       N, N, N, N, N, Y, Y),
        row('delete', 'doc',       N, N, N, N, N, N, Y),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
        row('export', 'none',      N, N, N, N, N, Y, Y),
      ],
    },
    forms: {
      about: 'CMS forms: anyone reads them (to fill them in) except where their notifications go; editors build them.',
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         Y, Y, Y, Y, Y, Y, Y),
        row('create', 'new',       N, N, N, N, N, Y, Y),
        row('update', 'doc',       N, N, N, N, N, Y, Y),
        row('delete', 'doc',       N, N, N, N, N, Y, Y),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
      ],
    },
    popups: {
      about: 'Global popups: the public reads published ones only; editors and admins write them (the draft here is an editor\'s: contributors cannot make popups).',
      rows: [
        //                               anon mem other twin contr edit admin
        row('read', 'published',         Y, Y, Y, Y, Y, Y, Y),
        row('read', 'draft',             H, H, H, H, Y, Y, Y),
        row('create', 'newDraft',        N, N, N, N, N, Y, Y),
        row('publish', 'newDraft',       N, N, N, N, N, Y, Y),
        row('update', 'draft',           N, N, N, N, N, Y, Y),
        row('update', 'published',       N, N, N, N, N, Y, Y),
        row('delete', 'draft',           N, N, N, N, N, Y, Y),
        row('readVersions', 'draft',     N, N, N, N, Y, Y, Y),
        row('readVersions', 'published', N, N, N, N, Y, Y, Y),
      ],
    },
    'form-submissions': {
      about: "What visitors sent through CMS forms: only through the submitForm mutation; editors read them, nobody edits them, admins delete.",
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         N, N, N, N, N, Y, Y),
        row('create', 'new',       N, N, N, N, N, N, N),
        row('update', 'doc',       N, N, N, N, N, N, N),
        row('delete', 'doc',       N, N, N, N, N, N, Y),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
        row('export', 'none',      N, N, N, N, N, Y, Y),
      ],
    },
    'form-attachments': {
      about: 'Files visitors attach to CMS forms (a meme, a photo, a PDF): stored only through submitForm; editors and admins read them, by document and by file URL; nobody else.',
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         N, N, N, N, N, Y, Y),
        row('file', 'doc',         N, N, N, N, N, Y, Y),
        row('create', 'new',       N, N, N, N, N, N, N),
        row('update', 'doc',       N, N, N, N, N, N, N),
        row('delete', 'doc',       N, N, N, N, N, N, Y),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
      ],
    },
    'post-views': {
      about: 'Reads per article per day (counted by the server only).',
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         N, N, N, N, N, Y, Y),
        row('create', 'new',       N, N, N, N, N, N, N),
        row('update', 'doc',       N, N, N, N, N, N, N),
        row('delete', 'doc',       N, N, N, N, N, Y, Y),
        row('readVersions', 'doc', N, N, N, N, X, X, X),
      ],
    },
    users: {
      about: "The editorial team (admin, editor, contributor). Colleagues read each other's names and roles (the admin shows who created what); only the owner and admins read an account's email. Never readable by members, whatever their id.",
      rows: [
        //                                        anon mem other twin contr edit admin
        row('read', 'contributorAccount',         N, N, N, N, Y, Y, Y),
        row('create', 'new',                      N, N, N, N, N, N, Y),
        row('update', 'contributorAccount',       N, N, N, N, Y, N, Y),
        row('delete', 'contributorAccount',       N, N, N, N, N, N, Y),
        row('unlock', 'contributorAccount',       N, N, N, N, N, N, Y),
        row('me', 'contributorAccount',           N, N, N, N, Y, Y, Y),
        row('admin', 'contributorAccount',        N, N, N, N, Y, Y, Y),
        row('readVersions', 'contributorAccount', N, N, N, N, X, X, X),
      ],
    },
    members: {
      about: "Visitors' accounts. A member reads and changes only their own; admins manage them; other staff never.",
      rows: [
        //                                   anon mem other twin contr edit admin
        row('read', 'memberAccount',         N, Y, H, H, N, N, Y),
        row('read', 'twinAccount',           N, H, H, Y, N, N, Y),
        row('create', 'new',                 N, N, N, N, N, N, Y),
        row('update', 'memberAccount',       N, Y, N, N, N, N, Y),
        row('update', 'twinAccount',         N, N, N, Y, N, N, Y),
        row('delete', 'memberAccount',       N, N, N, N, N, N, Y),
        row('unlock', 'memberAccount',       N, N, N, N, N, N, Y),
        row('me', 'memberAccount',           N, Y, Y, Y, N, N, N),
        row('admin', 'memberAccount',        N, N, N, N, Y, Y, Y),
        row('readVersions', 'memberAccount', N, N, N, N, X, X, X),
      ],
    },
    'member-avatars': {
      about: "Members' profile pictures: public by file URL, never listable (a member reads their own document).",
      rows: [
        //                                  anon mem other twin contr edit admin
        row('read', 'memberAvatar',         N, Y, H, H, N, N, Y),
        row('file', 'memberAvatar',         Y, Y, Y, Y, Y, Y, Y),
        row('create', 'new',                N, Y, Y, Y, N, N, N),
        row('update', 'memberAvatar',       N, N, N, N, N, N, N),
        row('delete', 'memberAvatar',       N, N, N, N, N, N, Y),
        row('readVersions', 'memberAvatar', N, N, N, N, X, X, X),
      ],
    },
    'payload-preferences': {
      about: "Payload's admin-panel preferences: each staff account its own; members keep none.",
      rows: [
        //                                           anon mem other twin contr edit admin
        row('read', 'contributorPreference',         N, N, N, N, Y, H, H),
        row('create', 'new',                         N, N, N, N, Y, Y, Y),
        row('update', 'contributorPreference',       N, N, N, N, Y, N, N),
        row('delete', 'contributorPreference',       N, N, N, N, Y, H, H),
        row('byKey', 'contributorPreference',        N, N, N, N, Y, Y, Y),
        row('readVersions', 'contributorPreference', N, N, N, N, X, X, X),
      ],
    },
    'payload-locked-documents': {
      about: "Payload's \"someone is editing this\" locks: the whole team, nobody else.",
      rows: [
        //                                anon mem other twin contr edit admin
        row('read', 'editorLock',         N, N, N, N, Y, Y, Y),
        row('create', 'new',              N, N, N, N, Y, Y, Y),
        row('update', 'editorLock',       N, N, N, N, Y, Y, Y),
        row('delete', 'editorLock',       N, N, N, N, Y, Y, Y),
        row('readVersions', 'editorLock', N, N, N, N, X, X, X),
      ],
    },
    'payload-jobs': {
      about: "Payload's job queue (scheduled publishing). Only admins may trigger a run.",
      rows: [
        ...internal('', 'job').rows,
        //                anon mem other twin contr edit admin
        row('run', 'job', N, N, N, N, N, N, Y),
      ],
    },
    'payload-kv': internal("Payload's key-value store.", 'doc'),
    'document-references': internal('Which documents each page shows (the revalidation index): server-side only.', 'doc'),
    'payload-migrations': {
      about: "Payload's record of applied migrations: no API at all.",
      rows: [
        //                         anon mem other twin contr edit admin
        row('read', 'doc',         X, X, X, X, X, X, X),
        row('create', 'new',       X, X, X, X, X, X, X),
        row('update', 'doc',       X, X, X, X, X, X, X),
        row('delete', 'doc',       X, X, X, X, X, X, X),
        row('readVersions', 'doc', X, X, X, X, X, X, X),
      ],
    },
  },
  globals: {
    home: global('The home page sections: drafts and versions for the editorial team, the published page for everyone.', 'editors', true),
    navigation: global('The menus.', 'editors'),
    footer: global('The footer.', 'editors'),
    'site-settings': global('Brand, logo, contact details: admins only.', 'admins'),
    tour: global('The comedy tour page: hero, slides, announcement, about, video, photos, contact form.', 'editors'),
    'search-synonyms': global('Search synonyms: words and phrases that find each other (substitute teacher, supply teacher).', 'editors'),
  },
  graphql: {
    // Cells: anon, member, other member, twin, contributor, editor, admin.
    signUp: custom('Mutation: creates a member account and signs it in (anyone).', [
      row('call', 'none', Y, Y, Y, Y, Y, Y, Y),
    ]),
    submitForm: custom("Mutation: sends a CMS form's answers (anyone; checked, stored once, read back).", [
      row('call', 'none', Y, Y, Y, Y, Y, Y, Y),
    ]),
    toggleSaved: custom("Mutation: saves or unsaves a published article or meme in the caller's list.", [
      row('call', 'published', N, Y, Y, Y, N, N, N),
    ]),
    updateMyProfile: custom("Mutation: changes the caller's name and newsletter choice.", [
      row('call', 'ownAccount', N, Y, Y, Y, N, N, N),
    ]),
    updateMyAvatar: custom("Mutation: sets the caller's profile picture.", [
      row('call', 'ownAccount', N, Y, Y, Y, N, N, N),
    ]),
    changeMyPassword: custom("Mutation: changes the caller's password, given the current one.", [
      row('call', 'ownAccount', N, Y, Y, Y, N, N, N),
    ]),
    mySaved: custom("Query: the caller's saved items (articles, memes).", [
      row('call', 'ownAccount', N, Y, Y, Y, N, N, N),
    ]),
    search: custom('Query: site search. Everyone searches what the public sees: drafts never, not even for the team.', [
      row('findPublished', 'published', Y, Y, Y, Y, Y, Y, Y),
      row('findDraft', 'draft',         H, H, H, H, H, H, H),
    ]),
    uploadCheck: custom('Query: echoes what the server received of an upload; stores nothing.', [
      row('call', 'none', Y, Y, Y, Y, Y, Y, Y),
    ]),
    contentPublished: custom('Subscription: content events, only about documents the subscriber may read.', [
      row('receiveDraft', 'draft',         H, H, H, H, Y, Y, Y),
      row('receivePublished', 'published', Y, Y, Y, Y, Y, Y, Y),
    ]),
    tourShowChanged: custom('Subscription: comedy-tour show changes (ids only).', [
      row('subscribe', 'none', Y, Y, Y, Y, Y, Y, Y),
    ]),
    giveawayChanged: custom('Subscription: giveaway changes (ids only).', [
      row('subscribe', 'none', Y, Y, Y, Y, Y, Y, Y),
    ]),
  },
} satisfies Record<'collections' | 'globals' | 'graphql', Record<string, Entity>>
