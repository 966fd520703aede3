import { accordion, embeddedForm, feature, listicle } from '@/seed/blocks'
import type { PageSeed } from '@/seed/content/types'
import { p, paragraphs, richText, ul } from '@/seed/lexical'
import { linkTo } from '@/seed/refs'

/** "Last updated" on the policies: the day the demo content was created. */
export const reviewed = () =>
  new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export const PRIVACY_PAGES: PageSeed[] = [
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    layout: 'page-without-ad',
    intro: `How Staffroom collects, uses and protects personal information, in plain English. Last updated ${reviewed()}.`,
    blocks: [
      listicle({
        numbered: true,
        items: [
          {
            title: 'Who we are',
            content: paragraphs(
              'Staffroom (“we”, “us”) publishes this website for teachers and school staff. We are responsible for the personal information described in this policy. You can reach us about anything in it at privacy@staffroom.local.',
            ),
          },
          {
            title: 'What we collect',
            content: richText(
              p('You can read Staffroom without an account and without telling us who you are. We collect:'),
              ul(
                '**Newsletter details:** your email address, the words you agreed to when you signed up, when you agreed, and where on the site you signed up.',
                '**Messages and submissions:** what you send us through forms or email, such as a pitch, a giveaway entry or a question.',
                '**Reading statistics:** a count of how many times each article is read each day. These counts are not linked to you.',
                '**Technical information:** your IP address, browser type and the pages you request, kept in server logs so we can keep the site secure and working.',
              ),
            ),
          },
          {
            title: 'Why we use it',
            content: richText(
              ul(
                'To send the newsletter you asked for (our legal basis: your consent, which you can withdraw at any time).',
                'To reply to you and run giveaways you enter (to take the steps you asked us to take).',
                'To keep the site secure, fix problems and understand which articles are popular (our legitimate interest in running a reliable publication).',
                'To show advertising that pays for the site (with your consent where the law requires it).',
              ),
            ),
          },
          {
            title: 'Cookies and advertising',
            content: paragraphs(
              'We use a small number of cookies that the site needs to work. Our advertising partner may use cookies or similar technology to show and measure adverts, and where the law requires your consent we ask for it in our cookie banner first. You can change your choice at any time from the cookie settings link in the footer. Share buttons only contact a social network when you click them.',
            ),
          },
          {
            title: 'Who we share it with',
            content: paragraphs(
              'We use trusted service providers to host the site, send email and serve adverts. They may only use your information to provide their service to us. We do not sell your email address, and we never share it with sponsors or giveaway partners without asking you first.',
            ),
          },
          {
            title: 'How long we keep it',
            content: richText(
              ul(
                'Newsletter details: until you unsubscribe, then a record of the unsubscription so we do not email you again.',
                'Messages and submissions: up to two years, unless we publish your piece (then for as long as it is published).',
                'Giveaway entries: six months after the drawing.',
                'Server logs: up to 30 days.',
              ),
            ),
          },
          {
            title: 'Your rights',
            content: richText(
              p(
                'Depending on where you live, you may have the right to see the information we hold about you, correct it, delete it, object to how we use it, or take a copy. Email privacy@staffroom.local and we will answer within one month. California residents can find more on our [privacy choices page](/ccpa).',
              ),
              p(
                'If you are unhappy with our answer, you can complain to your local data protection authority. We would appreciate the chance to put things right first.',
              ),
            ),
          },
          {
            title: 'Children',
            content: paragraphs(
              'Staffroom is written for adults who work in schools. We do not knowingly collect information from children under 16. If you think a child has signed up, tell us and we will delete their details.',
            ),
          },
          {
            title: 'Changes to this policy',
            content: paragraphs(
              'If we change how we use your information, we will update this page and change the date at the top. If the change is significant, we will tell newsletter subscribers by email before it takes effect.',
            ),
          },
        ],
      }),
      feature({
        heading: 'Questions about your data?',
        text: 'Write to privacy@staffroom.local. A member of the team, not a chatbot, will reply.',
        link: linkTo('pages', 'contact', 'Contact us'),
      }),
    ],
  },
  {
    slug: 'ccpa',
    title: 'Your Privacy Choices (California)',
    layout: 'page-without-ad',
    intro: `This page explains the rights California residents have under the California Consumer Privacy Act, and how to use them. Last updated ${reviewed()}.`,
    blocks: [
      listicle({
        numbered: false,
        items: [
          {
            title: 'The information we collect',
            content: richText(
              p('In the last twelve months we have collected these categories of personal information:'),
              ul(
                '**Identifiers:** email address (newsletter, contact forms), IP address (server logs).',
                '**Internet activity:** pages visited and interactions with adverts, through our advertising partner.',
                '**Information you choose to send us:** pitches, questions and giveaway entries.',
              ),
              p(
                'We do not collect sensitive personal information such as government ID numbers, precise location or financial account details.',
              ),
            ),
          },
          {
            title: 'Selling and sharing',
            content: paragraphs(
              'We do not sell personal information for money. Our advertising partner may use cookies to show adverts based on your browsing across websites, which California law treats as “sharing” for cross-context behavioral advertising. You can opt out of that sharing at any time.',
            ),
          },
          {
            title: 'How to opt out',
            content: richText(
              ul(
                'Use the “Your privacy choices” link in the footer to turn off advertising cookies in this browser.',
                'If your browser sends a Global Privacy Control signal, we treat it as an opt-out request for that browser.',
                'Or send the request form on this page, or email privacy@staffroom.local with the subject “Do not sell or share”.',
              ),
            ),
          },
        ],
      }),
      embeddedForm({
        form: 'ccpa',
        heading: 'Do not sell or share my personal information',
        intro:
          'Use this form to opt out of the sale or sharing of your personal information, or to ask us to show, delete or correct what we hold about you.',
        adOptOut: true,
      }),
      accordion({
        heading: 'Your rights',
        openFirst: true,
        items: [
          {
            title: 'Right to know and access',
            content: paragraphs(
              'You can ask what personal information we have collected about you, where it came from, why we collected it and who we shared it with, and receive a copy.',
            ),
          },
          {
            title: 'Right to delete',
            content: paragraphs(
              'You can ask us to delete personal information we collected from you. Some records, such as an unsubscription, we keep so that we honor your choice.',
            ),
          },
          {
            title: 'Right to correct',
            content: paragraphs('If information we hold about you is wrong, you can ask us to correct it.'),
          },
          {
            title: 'No discrimination',
            content: paragraphs(
              'Using your rights will never change the content you can read or the way we treat you.',
            ),
          },
          {
            title: 'How we handle a request',
            content: paragraphs(
              'Email privacy@staffroom.local. We will confirm we received your request within 10 days and answer within 45 days. We may ask you to confirm your email address so that we only give information to the right person. An authorised agent may make a request for you with your written permission.',
            ),
          },
        ],
      }),
    ],
  },
]
