import { accordion, feature, listicle } from '@/seed/blocks'
import { reviewed } from '@/seed/content/pages-privacy'
import type { PageSeed } from '@/seed/content/types'
import { ol, p, paragraphs, richText, ul } from '@/seed/lexical'
import { linkTo, linkUrl } from '@/seed/refs'

export const LEGAL_PAGES: PageSeed[] = [
  {
    slug: 'terms',
    title: 'Terms of Use',
    layout: 'page-without-ad',
    intro: `The rules for using Staffroom, written to be read. By using the site you agree to them. Last updated ${reviewed()}.`,
    blocks: [
      listicle({
        numbered: true,
        items: [
          {
            title: 'Using Staffroom',
            content: paragraphs(
              'You are welcome to read, share and enjoy everything on Staffroom for free. Please do not misuse the site: no attempts to break it, overload it, scrape it wholesale or use it to harass anyone.',
            ),
          },
          {
            title: 'Our content',
            content: paragraphs(
              'Articles, illustrations, videos and printables on Staffroom belong to us or to the people who made them for us. You may share links, quote short extracts with a credit and a link, and use printables in your own classroom or teachers’ lounge. Please do not republish whole articles, sell our printables or remove credits.',
            ),
          },
          {
            title: 'It is humor and experience, not professional advice',
            content: paragraphs(
              "Our writers are teachers sharing what works for them. Always follow your school's policies, your employer's guidance and the law where you work. Our wellbeing articles are not medical advice: if you are struggling, please speak to a doctor or a support service.",
            ),
          },
          {
            title: 'Things you send us',
            content: paragraphs(
              "When you send us a pitch, a story or a giveaway entry, you confirm that it is yours to send and that it does not identify children or break anyone's privacy. If we agree to publish a piece, we will agree the fee and the rights in writing before it goes live.",
            ),
          },
          {
            title: 'Giveaways',
            content: richText(
              p(
                'Every giveaway has its own closing date and prize. The rules published with each giveaway apply to it.',
              ),
            ),
          },
          {
            title: 'Advertising and sponsored articles',
            content: paragraphs(
              'Staffroom is paid for by advertising. Sponsored articles are always labeled and name the sponsor. Sponsors never see or approve our opinions before publication.',
            ),
          },
          {
            title: 'Links to other websites',
            content: paragraphs(
              'We link to other sites when we think they are useful. We are not responsible for what they publish or how they handle your information.',
            ),
          },
          {
            title: 'If something goes wrong',
            content: paragraphs(
              'We work hard to keep Staffroom accurate and available, but we cannot promise it will always be error-free or online. To the extent the law allows, we are not responsible for losses caused by relying on the site. Nothing in these terms limits rights you have by law that cannot be limited.',
            ),
          },
          {
            title: 'Changes and contact',
            content: paragraphs(
              'We may update these terms; the date at the top tells you when. If you have a problem, please write to hello@staffroom.local first. We would much rather sort it out over a cup of tea than any other way.',
            ),
          },
        ],
      }),
    ],
  },
  {
    slug: 'dmca',
    title: 'Copyright and Takedown Notices',
    layout: 'page-without-ad',
    intro:
      'We respect the work of writers, artists and creators, and we expect the same of everyone who contributes to Staffroom. If you believe something here infringes your copyright, this is how to tell us.',
    blocks: [
      listicle({
        heading: 'How to send a notice',
        numbered: true,
        items: [
          {
            title: 'Tell us what work is yours',
            content: paragraphs('Describe the copyrighted work, or give us a link to it.'),
          },
          {
            title: 'Tell us where it appears on Staffroom',
            content: paragraphs(
              'Send the address (URL) of each page, image or file you want removed, so we can find it quickly.',
            ),
          },
          {
            title: 'Tell us how to reach you',
            content: paragraphs('Your name, postal address, telephone number and email address.'),
          },
          {
            title: 'Include two statements',
            content: richText(
              ul(
                'That you believe in good faith that the use is not authorised by the copyright owner, its agent or the law.',
                'That the information in your notice is accurate and, under penalty of perjury, that you are the owner or authorised to act for the owner.',
              ),
            ),
          },
          {
            title: 'Sign it',
            content: paragraphs('A physical or electronic signature (typing your full name is fine).'),
          },
        ],
      }),
      feature({
        eyebrow: 'Where to send it',
        heading: 'Our copyright agent',
        text: 'Email copyright@staffroom.local with “Copyright notice” in the subject line. We aim to acknowledge every notice within two working days.',
        link: linkUrl('mailto:copyright@staffroom.local?subject=Copyright%20notice', 'Email our copyright agent'),
      }),
      accordion({
        heading: 'What happens next',
        items: [
          {
            title: 'When we receive a complete notice',
            content: paragraphs(
              'We remove or disable access to the material promptly, and tell the person who posted it (if it was a contributor) what we removed and why.',
            ),
          },
          {
            title: 'Counter-notices',
            content: richText(
              p(
                'If your material was removed and you believe that was a mistake, you can send a counter-notice to the same address, including:',
              ),
              ol(
                'The material that was removed and where it appeared.',
                'A statement, under penalty of perjury, that you believe it was removed by mistake or misidentification.',
                'Your name, address and telephone number, and your consent to the jurisdiction of the appropriate court.',
                'Your physical or electronic signature.',
              ),
            ),
          },
          {
            title: 'Repeat infringement',
            content: paragraphs(
              "We stop working with contributors who repeatedly submit material that infringes other people's copyright.",
            ),
          },
        ],
      }),
    ],
  },
  {
    slug: 'accessibility-statement',
    title: 'Accessibility Statement',
    layout: 'page-without-ad',
    intro: `Everyone who works in a school should be able to enjoy Staffroom, whatever device, browser or assistive technology they use. Last reviewed ${reviewed()}.`,
    blocks: [
      listicle({
        numbered: false,
        items: [
          {
            title: 'Our goal',
            content: paragraphs(
              'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across the site, and we test new features with a keyboard, a screen reader and zoom before they launch.',
            ),
          },
          {
            title: 'What you can expect',
            content: richText(
              ul(
                'Every image has a text description, and every illustration is described for people who cannot see it.',
                'You can use the whole site with a keyboard, and you can always see where you are on the page.',
                'Text can be enlarged to 200% without losing content, and colors meet contrast guidelines.',
                "Animations respect your device's “reduce motion” setting, and countdown timers do not flash.",
                'Videos have captions, and podcasts have transcripts as they are published.',
              ),
            ),
          },
          {
            title: 'Known limitations',
            content: richText(
              ul(
                'Some older memes contain text inside the image. We are adding written transcripts to every meme, newest first.',
                'Some printables published before this year are PDFs that are not fully tagged for screen readers. Ask us and we will send an accessible version.',
                'Adverts and embedded posts come from other companies and may not meet the same standard. We report problems to them when we find them.',
              ),
            ),
          },
          {
            title: 'Tell us what is not working',
            content: paragraphs(
              'If something on Staffroom is hard to use, or you need content in a different format, email hello@staffroom.local with the page address and what happened. We will reply within five working days and fix problems as quickly as we can.',
            ),
          },
        ],
      }),
      feature({
        heading: 'Need something in another format?',
        text: 'Large print, plain text or an accessible document: just ask.',
        link: linkTo('pages', 'contact', 'Contact the team'),
      }),
    ],
  },
]
