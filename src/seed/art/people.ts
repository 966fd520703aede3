/** 800×800 author portraits, the square logo and the 1200×630 share image. */
import { C, apple, bg, chalkboard, confetti, dots, heart, mug, star, svg } from '@/seed/art/shapes'

const OUT = `stroke="${C.ink}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"`

type Hair = 'bun' | 'short' | 'curly' | 'long' | 'bob' | 'bald'

export type Persona = {
  background: string
  skin: string
  hair: string
  hairStyle: Hair
  shirt: string
  glasses?: boolean
  beard?: boolean
  /** A lanyard, a whistle or star earrings: the detail that says who they are. */
  extra?: 'lanyard' | 'whistle' | 'earrings'
}

function hairBack(style: Hair, color: string) {
  if (style === 'long') return `<path d="M230,380 C220,200 580,200 570,380 L600,640 H200 Z" fill="${color}" ${OUT}/>`
  if (style === 'bob') return `<path d="M220,400 C200,180 600,180 580,400 L590,500 H210 Z" fill="${color}" ${OUT}/>`
  if (style === 'bun') return `<circle cx="400" cy="150" r="80" fill="${color}" ${OUT}/>`
  return ''
}

function hairFront(style: Hair, color: string) {
  switch (style) {
    case 'bald':
      return `<path d="M262,330 C262,300 275,280 290,270 M538,330 C538,300 525,280 510,270" fill="none" stroke="${color}" stroke-width="30" stroke-linecap="round"/>`
    case 'curly': {
      let curls = ''
      for (let i = 0; i < 9; i++)
        curls += `<circle cx="${262 + i * 34}" cy="${290 - Math.sin((i / 8) * Math.PI) * 70}" r="46"/>`
      return `<g fill="${color}" ${OUT}>${curls}</g>`
    }
    case 'short':
      return `<path d="M255,330 C240,190 560,170 548,330 C520,270 420,250 330,265 C300,280 270,300 255,330 Z" fill="${color}" ${OUT}/>`
    default:
      return `<path d="M250,350 C240,190 560,190 550,350 C500,250 330,250 250,350 Z" fill="${color}" ${OUT}/>`
  }
}

export function portrait(p: Persona) {
  const glasses = p.glasses
    ? `<g fill="${C.white}" fill-opacity="0.25" ${OUT}><circle cx="340" cy="390" r="46"/><circle cx="460" cy="390" r="46"/></g><line x1="386" y1="390" x2="414" y2="390" ${OUT}/>`
    : ''
  const beard = p.beard
    ? `<path d="M285,430 C300,560 500,560 515,430 C480,500 320,500 285,430 Z" fill="${p.hair}" ${OUT}/>`
    : ''
  const extra =
    p.extra === 'lanyard'
      ? `<path d="M330,620 L400,760 L470,620" fill="none" stroke="${C.apple}" stroke-width="18"/><rect x="350" y="720" width="100" height="80" rx="10" fill="${C.white}" ${OUT}/>`
      : p.extra === 'whistle'
        ? `<path d="M340,620 Q400,720 460,620" fill="none" stroke="${C.ink}" stroke-width="8"/><rect x="380" y="690" width="70" height="40" rx="16" fill="#c9c9c9" ${OUT}/>`
        : p.extra === 'earrings'
          ? `${star(255, 470, 26, C.sun, 0)}${star(545, 470, 26, C.sun, 0)}`
          : ''
  return svg(
    800,
    800,
    `${bg(800, 800, p.background)}${dots(800, 800, C.white, 90, 6).replace('<g ', '<g opacity="0.35" ')}
    ${hairBack(p.hairStyle, p.hair)}
    <path d="M130,800 C140,650 250,600 400,600 C550,600 660,650 670,800 Z" fill="${p.shirt}" ${OUT}/>
    <rect x="355" y="500" width="90" height="120" fill="${p.skin}" ${OUT}/>
    <ellipse cx="400" cy="390" rx="150" ry="175" fill="${p.skin}" ${OUT}/>
    <circle cx="252" cy="410" r="30" fill="${p.skin}" ${OUT}/><circle cx="548" cy="410" r="30" fill="${p.skin}" ${OUT}/>
    ${hairFront(p.hairStyle, p.hair)}
    <circle cx="340" cy="390" r="14" fill="${C.ink}"/><circle cx="460" cy="390" r="14" fill="${C.ink}"/>
    <path d="M315,340 q25,-14 50,0 M435,340 q25,-14 50,0" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="310" cy="450" r="24" fill="${C.pink}" opacity="0.7"/><circle cx="490" cy="450" r="24" fill="${C.pink}" opacity="0.7"/>
    ${beard}
    ${
      p.beard
        ? `<path d="M345,465 q55,60 110,0 Z" fill="${C.white}" ${OUT}/>`
        : `<path d="M350,470 q50,45 100,0" fill="none" stroke="${C.ink}" stroke-width="11" stroke-linecap="round"/>`
    }
    ${glasses}${extra}`,
  )
}

/** The square brand mark: a sunshine mug with a heart, on a chalkboard green tile. */
export const logo = () =>
  svg(
    512,
    512,
    `<rect x="16" y="16" width="480" height="480" rx="96" fill="${C.chalk}" stroke="${C.ink}" stroke-width="10"/>
     ${star(110, 112, 34, C.sun, 12)}
     ${mug(220, 380, 120, C.sun, heart(50, -40, 60))}`,
  )

/** The image shared when a page has none of its own. */
export const shareImage = () =>
  svg(
    1200,
    630,
    `${bg(1200, 630, C.sun)}${confetti(1200, 630, [C.apple, C.chalk, C.white, C.blue], 30, 5)}
     ${chalkboard(120, 70, 760, 470, '', false)}${star(210, 160, 34, C.sun, 10)}
     <text x="500" y="290" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="108" fill="${C.chalkDust}">Staffroom</text>
     <text x="500" y="380" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="38" fill="${C.sun}">Celebrating Educators Every Day.</text>
     ${apple(1010, 250, 100)}
     ${mug(970, 560, 70, C.white, heart(50, -40, 45))}`,
  )
