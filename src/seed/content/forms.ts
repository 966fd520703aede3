import type { FormField } from '@/forms/field-types'
import { paragraphs } from '@/seed/lexical'

export type FormKey = 'contact' | 'submission' | 'creator' | 'contest'

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

/** The site's CMS forms (issue 10): contact, reader submissions, creator applications, the contest. */
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
        help: 'Change names and anything that could identify a pupil or a school.',
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
]

export const confirmationOf = (seed: FormSeed) => paragraphs(seed.confirmation)
