/** The 1600×900 hero illustrations and series covers, composed from shapes.ts. */
import {
  C,
  apple,
  bg,
  book,
  bubble,
  chalkboard,
  clock,
  cloud,
  confetti,
  dots,
  heart,
  mug,
  pencil,
  plane,
  plant,
  ruler,
  sheet,
  star,
  sun,
  svg,
  trail,
} from '@/seed/art/shapes'

const W = 1600
const H = 900
const OUT = `stroke="${C.ink}" stroke-width="8" stroke-linejoin="round"`
const scene = (body: string) => svg(W, H, body)

export const chalkboardHello = () =>
  scene(`${bg(W, H, C.sky)}${dots(W, H, C.white, 90, 7)}
    ${chalkboard(300, 130, 1000, 580, 'Good morning!')}
    ${apple(1440, 690, 100)}
    ${mug(150, 820, 75, C.sun, heart(50, -40, 45))}`)

export const appleBooks = () =>
  scene(`${bg(W, H, C.sun)}${confetti(W, H, [C.apple, C.chalk, C.white, C.blue], 46, 3)}
    <ellipse cx="800" cy="820" rx="420" ry="36" fill="${C.ink}" opacity="0.12"/>
    ${book(470, 680, 660, 120, C.chalk)}
    ${book(520, 560, 580, 120, C.blue)}
    ${book(450, 440, 640, 120, C.apple)}
    ${apple(790, 300, 140)}
    ${pencil(1160, 760, 240, -28, C.sky)}
    ${star(240, 220, 70, C.white, 12)}${star(1380, 240, 90, C.white, -10)}`)

export const coffeeMarking = () =>
  scene(`${bg(W, H, C.paper)}${dots(W, H, C.sky, 70, 8)}
    ${sheet(170, 170, 460, 600, -8, false)}
    ${sheet(250, 150, 460, 600, 4, false)}
    ${sheet(320, 180, 460, 600, -2, true)}
    ${pencil(280, 820, 420, -8, C.apple)}
    ${mug(1040, 690, 190, C.sun, heart(50, -40, 60))}
    ${star(1400, 180, 60, C.apple, 15)}`)

export const paperPlanes = () =>
  scene(`${bg(W, H, C.sky)}
    ${sun(1380, 170, 90)}
    ${cloud(260, 200, 120)}${cloud(1000, 720, 140)}${cloud(1460, 520, 80)}
    ${trail('M120,760 C380,700 420,520 640,520')}${plane(760, 470, 150, -18, C.white)}
    ${trail('M520,300 C700,240 820,140 1000,200')}${plane(1100, 210, 110, 8, C.sun)}
    ${trail('M820,860 C980,760 1120,700 1240,660')}${plane(1330, 640, 95, -30, C.pink)}`)

export const rulersPencils = () =>
  scene(`${bg(W, H, C.chalk)}${dots(W, H, C.chalkLight, 80, 7)}
    ${ruler(140, 600, 900, -22, C.sun)}
    ${ruler(720, 120, 760, 24, C.white)}
    ${pencil(260, 240, 520, 12, C.apple)}
    ${pencil(900, 700, 420, -14, C.orange)}
    ${pencil(620, 470, 360, -50, C.blue)}
    ${star(1400, 720, 80, C.sun, 8)}${star(180, 140, 50, C.pink, -12)}`)

export const goldStars = () => {
  const small = [
    [200, 180, 60, C.white],
    [420, 700, 80, C.sun],
    [1300, 160, 70, C.pink],
    [1420, 640, 100, C.sun],
    [260, 470, 45, C.sun],
    [1120, 760, 50, C.white],
    [620, 150, 40, C.sun],
    [1000, 130, 55, C.white],
  ] as const
  return scene(`${bg(W, H, C.chalk)}${dots(W, H, C.chalkLight, 70, 6)}
    ${small.map(([x, y, r, c], i) => star(x, y, r, c, i * 9)).join('')}
    ${star(800, 470, 270, C.sun, -6)}
    <circle cx="740" cy="440" r="20" fill="${C.ink}"/><circle cx="860" cy="440" r="20" fill="${C.ink}"/>
    <path d="M740,520 q60,50 120,0" fill="none" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>`)
}

export const speechBubbles = () =>
  scene(`${bg(W, H, C.sky)}${dots(W, H, C.white, 90, 7)}
    ${bubble(140, 120, 560, 220, C.white, true, 2)}
    ${bubble(840, 90, 620, 240, C.sun, false, 3)}
    ${bubble(260, 470, 480, 200, C.pink, true, 2)}
    ${bubble(860, 470, 560, 230, C.apple, false, 2)}
    ${mug(760, 860, 60, C.chalk)}`)

export const wallClock = () =>
  scene(`${bg(W, H, C.apple)}${dots(W, H, '#d9374a', 80, 8)}
    ${clock(800, 450, 300, 3, 15, C.sun)}
    ${star(260, 230, 80, C.sun, 10)}${star(1340, 700, 90, C.white, -8)}
    ${plane(1330, 220, 90, -12, C.white)}${apple(260, 680, 90, C.sun)}`)

export const holidayDeckchair = () =>
  scene(`${bg(W, H, C.sky)}
    ${sun(260, 190, 100)}${cloud(1100, 170, 110)}
    <path d="M0,560 q100,-40 200,0 t200,0 t200,0 t200,0 t200,0 t200,0 t200,0 t200,0 V900 H0 Z" fill="${C.blue}" ${OUT}/>
    <path d="M0,700 q200,-60 400,0 t400,0 t400,0 t400,0 V900 H0 Z" fill="${C.sun}" ${OUT}/>
    <g stroke="${C.woodDark}" stroke-width="22" stroke-linecap="round">
      <line x1="700" y1="840" x2="900" y2="430"/><line x1="1080" y1="840" x2="900" y2="560"/><line x1="760" y1="700" x2="1050" y2="700"/>
    </g>
    <polygon points="760,640 900,380 990,410 880,660" fill="${C.white}" ${OUT}/>
    <polygon points="800,650 930,395 960,405 840,655" fill="${C.apple}"/>
    <polygon points="850,655 960,420 975,425 870,658" fill="${C.apple}"/>
    <circle cx="1310" cy="760" r="90" fill="${C.white}"/>
    <ellipse cx="1310" cy="760" rx="30" ry="88" fill="${C.apple}" transform="rotate(20 1310 760)"/>
    <ellipse cx="1310" cy="760" rx="30" ry="88" fill="${C.blue}" transform="rotate(80 1310 760)"/>
    <ellipse cx="1310" cy="760" rx="30" ry="88" fill="${C.sun}" transform="rotate(140 1310 760)"/>
    <circle cx="1310" cy="760" r="90" fill="none" ${OUT}/>
    ${mug(470, 830, 60, C.pink)}`)

export const backpackPencils = () =>
  scene(`${bg(W, H, C.sun)}${confetti(W, H, [C.apple, C.chalk, C.blue, C.white], 40, 11)}
    <path d="M640,250 q160,-140 320,0" fill="none" stroke="${C.ink}" stroke-width="40" stroke-linecap="round"/>
    <path d="M640,250 q160,-140 320,0" fill="none" stroke="${C.chalkLight}" stroke-width="24" stroke-linecap="round"/>
    <rect x="560" y="230" width="480" height="580" rx="90" fill="${C.chalk}" ${OUT}/>
    <path d="M560,420 q240,-90 480,0" fill="none" ${OUT}/>
    <rect x="630" y="540" width="340" height="220" rx="40" fill="${C.apple}" ${OUT}/>
    <rect x="700" y="600" width="200" height="26" rx="13" fill="${C.sun}" ${OUT}/>
    ${star(800, 340, 40, C.sun, 0)}
    ${pencil(1120, 300, 300, 60, C.blue)}${pencil(1200, 380, 260, 72, C.apple)}
    ${ruler(170, 700, 420, -60, C.white)}${apple(380, 330, 90)}`)

export const teacupPlant = () =>
  scene(`${bg(W, H, C.paper)}${dots(W, H, C.sky, 80, 9)}
    <rect x="0" y="760" width="${W}" height="140" fill="${C.wood}" ${OUT}/>
    ${plant(430, 650, 170, C.orange)}
    ${book(760, 640, 420, 110, C.lilac)}${book(800, 560, 360, 90, C.teal)}
    ${mug(1000, 540, 110, C.white, heart(50, -40, 50))}
    ${star(1400, 200, 60, C.sun, 10)}${star(1280, 120, 34, C.pink, -8)}`)

export const supplyCover = () =>
  scene(`${bg(W, H, C.apple)}${dots(W, H, '#d9374a', 80, 8)}
    <rect x="660" y="170" width="280" height="120" rx="40" fill="none" stroke="${C.ink}" stroke-width="44"/>
    <rect x="660" y="170" width="280" height="120" rx="40" fill="none" stroke="${C.woodDark}" stroke-width="26"/>
    <rect x="420" y="260" width="760" height="520" rx="60" fill="${C.sun}" ${OUT}/>
    <rect x="560" y="260" width="60" height="520" fill="${C.woodDark}" ${OUT}/>
    <rect x="980" y="260" width="60" height="520" fill="${C.woodDark}" ${OUT}/>
    ${star(800, 420, 70, C.white, 10)}
    <circle cx="800" cy="620" r="70" fill="${C.sky}" ${OUT}/>${apple(800, 625, 45)}
    ${bubble(1180, 90, 330, 170, C.white, true, 2)}
    ${bubble(90, 560, 300, 160, C.white, false, 1)}`)

export const markingCover = () =>
  scene(`${bg(W, H, C.chalk)}${dots(W, H, C.chalkLight, 70, 6)}
    ${sheet(980, 170, 420, 560, 10, true)}
    <rect x="360" y="130" width="560" height="680" rx="30" fill="${C.sun}" ${OUT}/>
    <rect x="360" y="130" width="80" height="680" rx="20" fill="${C.orange}" ${OUT}/>
    <rect x="830" y="130" width="36" height="680" fill="${C.apple}" ${OUT}/>
    <rect x="520" y="300" width="280" height="150" rx="16" fill="${C.paper}" ${OUT}/>
    ${heart(660, 378, 70)}
    ${pencil(420, 760, 520, -16, C.apple)}
    ${star(200, 200, 70, C.sun, 8)}${star(1450, 780, 60, C.white, -12)}`)
