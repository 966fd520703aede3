import type { FormField } from '@/forms/field-types'
import { paragraphs } from '@/seed/lexical'

export type FormKey = 'contact' | 'submission' | 'creator' | 'contest' | 'ccpa' | 'tour' | GiveawayFormKey
export type GiveawayFormKey = 'giveaway-reading' | 'giveaway-hamper' | 'giveaway-pens' | 'giveaway-holiday'

export type FormSeed = {
  key: FormKey
  title: string
  submitButtonLabel: string
  confirmation: string
  oneEntryPerEmail?: boolean
  notify: { to: string; subject: string }
  fields: FormField[]
}

const consent = (text: string): FormField => ({ blockType: 'consent', name: 'consent', text, required: true })

/** The states a privacy request may come from (US residents: the CCPA and its sister laws). */
const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
]

/** A giveaway's own entry form (a form serves one giveaway): name, email, the rules accepted. */
const giveawayForm = (key: GiveawayFormKey, prize: string): FormSeed => ({
  key,
  title: `Giveaway entry: ${prize}`,
  submitButtonLabel: 'Enter the giveaway',
  confirmation: 'You are in! The winner is drawn at random after the closing date and announced on the giveaway page.',
  oneEntryPerEmail: true,
  notify: { to: 'contests@staffroom.local', subject: `Giveaway entry (${prize}): {{name}}` },
  fields: [
    { blockType: 'name', name: 'name', label: 'Your name', required: true, width: 50, maxLength: 80 },
    { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
    { blockType: 'text', name: 'school', label: 'Your school (optional)', maxLength: 120 },
    consent('I work in a school, I am 18 or over, and I accept the giveaway rules.'),
  ],
})

/**
 * The site's CMS forms: contact, reader submissions, creator applications, the
 * contest, the CCPA "do not sell or share" request of /ccpa, and each giveaway's entry form.
 */
export const FORMS: FormSeed[] = [
  {
    key: 'contact',
    title: 'Contact Staffroom',
    submitButtonLabel: 'Send message',
    confirmation: 'Thanks for writing! A real person will answer within two working days.',
    notify: { to: 'hello@staffroom.local', subject: 'Contact: {{topic}} from {{name}}' },
    fields: [
      { blockType: 'name', name: 'name', label: 'Your name', required: true, width: 50, maxLength: 80 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      {
        blockType: 'select',
        name: 'topic',
        label: 'What is it about?',
        required: true,
        options: [
          { label: 'Just saying hello', value: 'hello' },
          { label: 'A story idea', value: 'story' },
          { label: 'Advertising and partnerships', value: 'advertising' },
          { label: 'A correction', value: 'correction' },
          { label: 'Privacy and my data', value: 'privacy' },
        ],
      },
      {
        blockType: 'textarea',
        name: 'message',
        label: 'Your message',
        required: true,
        minLength: 10,
        maxLength: 3000,
        help: 'A link to the article helps if it is about one.',
      },
    ],
  },
  {
    key: 'submission',
    title: 'Send us your story or meme',
    submitButtonLabel: 'Send it in',
    confirmation: 'Got it, thank you! An editor reads every one; if we publish yours we will email you first.',
    notify: { to: 'stories@staffroom.local', subject: 'New {{kind}} from {{name}}' },
    fields: [
      { blockType: 'name', name: 'name', label: 'Your first name', required: true, width: 50, maxLength: 60 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      {
        blockType: 'radio',
        name: 'kind',
        label: 'What are you sending?',
        required: true,
        options: [
          { label: 'A story', value: 'story' },
          { label: 'A meme idea', value: 'meme' },
        ],
      },
      { blockType: 'text', name: 'title', label: 'A title', required: true, maxLength: 120 },
      {
        blockType: 'textarea',
        name: 'story',
        label: 'Your story, or the words of your meme',
        required: true,
        minLength: 20,
        maxLength: 5000,
        help: 'Change names and anything that could identify a student or a school.',
      },
      {
        blockType: 'file',
        name: 'attachment',
        label: 'Your meme, a photo or a PDF (optional)',
        accept: ['image', 'pdf'],
        maxSizeMb: 5,
        help: 'PNG, JPEG, WebP, GIF or PDF, up to 5 MB. No students’ faces or names, please.',
      },
      { blockType: 'checkbox', name: 'anonymous', label: 'Publish it without my name' },
      consent('I wrote this (or made this meme), and Staffroom may publish it, edited for length.'),
    ],
  },
  {
    key: 'creator',
    title: 'Apply to become a Staffroom creator',
    submitButtonLabel: 'Send my application',
    confirmation: 'Application received! We answer every one within two weeks.',
    oneEntryPerEmail: true,
    notify: { to: 'creators@staffroom.local', subject: 'Creator application: {{name}}' },
    fields: [
      { blockType: 'name', name: 'name', label: 'Your name', required: true, width: 50, maxLength: 80 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      { blockType: 'phone', name: 'phone', label: 'Phone (optional)', width: 50 },
      { blockType: 'website', name: 'portfolio', label: 'Where we can see your work', required: true, width: 50 },
      {
        blockType: 'select',
        name: 'format',
        label: 'What do you make?',
        required: true,
        options: [
          { label: 'Writing', value: 'writing' },
          { label: 'Videos', value: 'videos' },
          { label: 'Memes and illustration', value: 'memes' },
          { label: 'Podcasts', value: 'podcasts' },
        ],
      },
      { blockType: 'number', name: 'years', label: 'Years in the classroom', min: 0, max: 60, step: 1, width: 50 },
      {
        blockType: 'html',
        html: 'We pay every creator. Tell us what you would make for Staffroom; links beat long paragraphs.',
      },
      { blockType: 'textarea', name: 'pitch', label: 'Your pitch', required: true, minLength: 50, maxLength: 3000 },
      consent('Staffroom may keep my application for a year to contact me about work.'),
    ],
  },
  {
    key: 'contest',
    title: 'Caption contest entry',
    submitButtonLabel: 'Enter the contest',
    confirmation: 'You are in! Winners are announced on the giveaways page.',
    oneEntryPerEmail: true,
    notify: { to: 'contests@staffroom.local', subject: 'Contest entry: {{name}}' },
    fields: [
      { blockType: 'name', name: 'name', label: 'Your name', required: true, width: 50, maxLength: 80 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      { blockType: 'text', name: 'caption', label: 'Your caption', required: true, maxLength: 140 },
      { blockType: 'address', name: 'address', label: 'Where to send the prize', required: true },
      { blockType: 'hidden', name: 'contest', defaultValue: 'caption-contest' },
      consent('I teach in a US school and accept the contest rules.'),
    ],
  },
  {
    key: 'ccpa',
    title: 'Privacy request (do not sell or share)',
    submitButtonLabel: 'Send my request',
    confirmation:
      'Request received. Advertising cookies are now off in this browser. We will confirm your request by email within 10 days and complete it within 45 days.',
    notify: { to: 'privacy@staffroom.local', subject: 'Privacy request ({{request}}) from {{name}}, {{state}}' },
    fields: [
      { blockType: 'name', name: 'name', label: 'Your name', required: true, width: 50, maxLength: 80 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      {
        blockType: 'select',
        name: 'state',
        label: 'State where you live',
        required: true,
        options: US_STATES.map((state) => ({ label: state, value: state })),
      },
      {
        blockType: 'radio',
        name: 'request',
        label: 'What would you like us to do?',
        required: true,
        defaultValue: 'opt-out',
        options: [
          { label: 'Do not sell or share my personal information', value: 'opt-out' },
          { label: 'Tell me what personal information you hold about me', value: 'access' },
          { label: 'Delete my personal information', value: 'delete' },
          { label: 'Correct my personal information', value: 'correct' },
        ],
      },
      {
        blockType: 'textarea',
        name: 'details',
        label: 'Anything we should know (optional)',
        maxLength: 2000,
        help: 'For a correction, what is wrong and what it should say.',
      },
      {
        blockType: 'html',
        html: 'Sending this form also turns off advertising cookies in this browser, whichever request you choose.',
      },
      consent('I am the person named above, or their authorised agent, and what I wrote is true.'),
    ],
  },
  {
    key: 'tour',
    title: 'Comedy tour: contact us',
    submitButtonLabel: 'Send to the tour',
    confirmation: 'Thanks! The tour team answers within three working days.',
    notify: { to: 'tour@staffroom.local', subject: 'Comedy tour: {{topic}} from {{name}}' },
    fields: [
      { blockType: 'name', name: 'name', label: 'Your name', required: true, width: 50, maxLength: 80 },
      { blockType: 'email', name: 'email', label: 'Email address', required: true, width: 50 },
      {
        blockType: 'select',
        name: 'topic',
        label: 'What is it about?',
        required: true,
        options: [
          { label: 'Group tickets for our staff', value: 'group-tickets' },
          { label: 'Booking the tour for a school or district', value: 'booking' },
          { label: 'Press and interviews', value: 'press' },
          { label: 'A story for the stage', value: 'story' },
          { label: 'Something else', value: 'other' },
        ],
      },
      { blockType: 'textarea', name: 'message', label: 'Your message', required: true, minLength: 10, maxLength: 3000 },
    ],
  },
  giveawayForm('giveaway-reading', 'summer reading stack'),
  giveawayForm('giveaway-hamper', 'school supplies gift basket'),
  giveawayForm('giveaway-pens', 'grading pen bundle'),
  giveawayForm('giveaway-holiday', 'holiday weekend away'),
]

export const confirmationOf = (seed: FormSeed) => paragraphs(seed.confirmation)
