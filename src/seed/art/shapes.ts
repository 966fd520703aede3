/**
 * SVG building blocks for the demo illustrations: bold flat shapes with a dark outline, drawn
 * locally so the seed never downloads an image. Each function returns an SVG fragment.
 */

export const C = {
  chalk: '#1f4d3a',
  chalkLight: '#2f6b52',
  sun: '#ffd23f',
  apple: '#c8102e',
  paper: '#fffaf0',
  sky: '#dbeafe',
  ink: '#17261e',
  white: '#ffffff',
  chalkDust: '#f4f1e8',
  wood: '#b5793f',
  woodDark: '#8a5a2b',
  leaf: '#4caf50',
  pink: '#f7a8b8',
  orange: '#ff8c42',
  blue: '#3b6fd8',
  lilac: '#b8a6f0',
  teal: '#2bb3a3',
} as const

const OUT = `stroke="${C.ink}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"`

export const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

export const bg = (w: number, h: number, color: string) => `<rect width="${w}" height="${h}" fill="${color}"/>`

/** A field of small dots, the way printed flat art adds texture to a plain background. */
export function dots(w: number, h: number, color: string, gap = 80, r = 6) {
  let out = ''
  for (let y = gap / 2; y < h; y += gap) {
    for (let x = (y / gap) % 2 ? gap / 2 : gap; x < w; x += gap) out += `<circle cx="${x}" cy="${y}" r="${r}"/>`
  }
  return `<g fill="${color}">${out}</g>`
}

/** Confetti: short rounded dashes at fixed pseudo-random spots, so every render is identical. */
export function confetti(w: number, h: number, colors: string[], count = 40, seed = 7) {
  let s = seed
  const rnd = () => (s = (s * 9301 + 49297) % 233280) / 233280
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = rnd() * w
    const y = rnd() * h
    const a = Math.round(rnd() * 180)
    const color = colors[i % colors.length]
    out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="34" height="12" rx="6" fill="${color}" transform="rotate(${a} ${x.toFixed(0)} ${y.toFixed(0)})"/>`
  }
  return out
}

export function star(cx: number, cy: number, r: number, fill: string = C.sun, rotate = 0, outline = true) {
  const pts: string[] = []
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 ? r * 0.45 : r
    const a = (Math.PI / 5) * i - Math.PI / 2
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`)
  }
  return `<polygon points="${pts.join(' ')}" fill="${fill}" ${outline ? OUT : ''} transform="rotate(${rotate} ${cx} ${cy})"/>`
}

export function apple(cx: number, cy: number, r: number, fill: string = C.apple) {
  const k = r / 100
  return `<g transform="translate(${cx} ${cy}) scale(${k})">
    <path d="M0,-62 C-30,-92 -108,-80 -104,2 C-100,70 -52,112 -22,100 C-10,95 10,95 22,100 C52,112 100,70 104,2 C108,-80 30,-92 0,-62 Z" fill="${fill}" ${OUT}/>
    <ellipse cx="-52" cy="-22" rx="16" ry="30" fill="#ffffff" opacity="0.35" transform="rotate(20 -52 -22)"/>
    <path d="M0,-60 C2,-82 8,-98 18,-112" fill="none" stroke="${C.woodDark}" stroke-width="12" stroke-linecap="round"/>
    <path d="M12,-92 C34,-128 78,-120 84,-104 C62,-84 30,-80 12,-92 Z" fill="${C.leaf}" ${OUT}/>
  </g>`
}

/** A chalkboard in a wooden frame, with chalk on its ledge and an optional word written on it. */
export function chalkboard(x: number, y: number, w: number, h: number, word = '', doodles = true) {
  const inner = `<rect x="${x + 26}" y="${y + 26}" width="${w - 52}" height="${h - 52}" rx="10" fill="${C.chalk}"/>`
  const smudge = `<ellipse cx="${x + w * 0.3}" cy="${y + h * 0.62}" rx="${w * 0.18}" ry="${h * 0.08}" fill="${C.chalkDust}" opacity="0.08"/>
    <ellipse cx="${x + w * 0.72}" cy="${y + h * 0.3}" rx="${w * 0.14}" ry="${h * 0.06}" fill="${C.chalkDust}" opacity="0.07"/>`
  const writing = word
    ? `<text x="${x + w / 2}" y="${y + h * 0.52}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${Math.round(h * 0.15)}" fill="${C.chalkDust}" opacity="0.92">${word}</text>
       <path d="M${x + w * 0.28},${y + h * 0.62} q${w * 0.11},-18 ${w * 0.22},0 t${w * 0.22},0" fill="none" stroke="${C.sun}" stroke-width="8" stroke-linecap="round" opacity="0.9"/>`
    : ''
  const marks = doodles
    ? `${star(x + w * 0.13, y + h * 0.22, h * 0.07, 'none', 8, false).replace('fill="none"', `fill="none" stroke="${C.chalkDust}" stroke-width="6" stroke-linejoin="round"`)}
       <path d="M${x + w * 0.8},${y + h * 0.68} l30,30 l60,-70" fill="none" stroke="${C.chalkDust}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>`
    : ''
  const ledge = `<rect x="${x - 10}" y="${y + h - 14}" width="${w + 20}" height="34" rx="8" fill="${C.woodDark}" ${OUT}/>
    <rect x="${x + w * 0.2}" y="${y + h - 34}" width="70" height="20" rx="8" fill="${C.chalkDust}" ${OUT}/>
    <rect x="${x + w * 0.3}" y="${y + h - 34}" width="50" height="20" rx="8" fill="${C.sun}" ${OUT}/>
    <rect x="${x + w * 0.7}" y="${y + h - 44}" width="110" height="30" rx="8" fill="${C.pink}" ${OUT}/>`
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${C.wood}" ${OUT}/>${inner}${smudge}${marks}${writing}${ledge}`
}

export function mug(x: number, y: number, s: number, fill: string, deco = '') {
  const k = s / 100
  return `<g transform="translate(${x} ${y}) scale(${k})">
    <path d="M-10,-160 c-20,-30 20,-50 0,-80 M40,-160 c-20,-30 20,-50 0,-80 M90,-160 c-20,-30 20,-50 0,-80" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round" opacity="0.55"/>
    <path d="M150,-90 c70,-10 80,90 0,100" fill="none" stroke="${C.ink}" stroke-width="40" stroke-linecap="round"/>
    <path d="M150,-90 c70,-10 80,90 0,100" fill="none" stroke="${fill}" stroke-width="24" stroke-linecap="round"/>
    <path d="M-60,-130 h220 v150 a40,40 0 0 1 -40,40 h-140 a40,40 0 0 1 -40,-40 Z" fill="${fill}" ${OUT}/>
    <rect x="-60" y="-130" width="220" height="26" fill="${C.woodDark}" ${OUT}/>
    ${deco}
  </g>`
}

export function heart(cx: number, cy: number, s: number, fill: string = C.apple) {
  return `<path transform="translate(${cx} ${cy}) scale(${s / 100})" d="M0,30 C-60,-10 -50,-70 0,-40 C50,-70 60,-10 0,30 Z" fill="${fill}" ${OUT}/>`
}

export function plane(x: number, y: number, s: number, rotate: number, fill: string = C.white) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${s / 100})">
    <polygon points="-110,0 110,-60 -40,40" fill="${fill}" ${OUT}/>
    <polygon points="-40,40 110,-60 -20,80" fill="${C.sky}" ${OUT}/>
    <polygon points="-110,0 -40,40 -60,10" fill="${fill}" ${OUT}/>
  </g>`
}

/** A dashed flight path behind a paper plane. */
export const trail = (d: string, color: string = C.ink) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="7" stroke-dasharray="4 22" stroke-linecap="round" opacity="0.6"/>`

export function ruler(x: number, y: number, len: number, rotate: number, fill: string = C.sun) {
  let ticks = ''
  for (let t = 30; t < len - 10; t += 30) ticks += `<line x1="${t}" y1="0" x2="${t}" y2="${t % 150 === 0 ? 46 : 28}"/>`
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <rect x="0" y="0" width="${len}" height="90" rx="8" fill="${fill}" ${OUT}/>
    <g stroke="${C.ink}" stroke-width="6" stroke-linecap="round">${ticks}</g>
  </g>`
}

export function pencil(x: number, y: number, len: number, rotate: number, fill: string = C.orange) {
  return `<g transform="translate(${x} ${y}) rotate(${rotate})">
    <rect x="0" y="-28" width="${len}" height="56" fill="${fill}" ${OUT}/>
    <line x1="0" y1="0" x2="${len}" y2="0" stroke="${C.ink}" stroke-width="4" opacity="0.35"/>
    <rect x="-46" y="-28" width="46" height="56" rx="10" fill="${C.pink}" ${OUT}/>
    <rect x="-10" y="-30" width="22" height="60" fill="#c9c9c9" ${OUT}/>
    <polygon points="${len},-28 ${len + 80},0 ${len},28" fill="#f3d3a2" ${OUT}/>
    <polygon points="${len + 56},-9 ${len + 80},0 ${len + 56},9" fill="${C.ink}"/>
  </g>`
}

/** A speech bubble; `lines` draws that many scribbled lines of "text" inside it. */
export function bubble(x: number, y: number, w: number, h: number, fill: string, tailLeft = true, lines = 2) {
  const tx = tailLeft ? x + w * 0.2 : x + w * 0.8
  const tail = `<polygon points="${tx - 30},${y + h - 6} ${tx + 30},${y + h - 6} ${tx + (tailLeft ? -40 : 40)},${y + h + 60}" fill="${fill}" ${OUT}/>`
  let marks = ''
  for (let i = 0; i < lines; i++) {
    const ly = y + (h / (lines + 1)) * (i + 1)
    marks += `<line x1="${x + 50}" y1="${ly}" x2="${x + w - 50 - i * 60}" y2="${ly}" stroke="${C.ink}" stroke-width="14" stroke-linecap="round" opacity="0.75"/>`
  }
  return `${tail}<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(h / 2, 60)}" fill="${fill}" ${OUT}/>
    <rect x="${tx - 26}" y="${y + h - 14}" width="52" height="12" fill="${fill}"/>${marks}`
}

export function book(x: number, y: number, w: number, h: number, fill: string) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}" ${OUT}/>
    <rect x="${x + 16}" y="${y + h * 0.3}" width="${w - 32}" height="${h * 0.4}" rx="4" fill="${C.paper}" ${OUT}/>
    <line x1="${x + w * 0.12}" y1="${y + 8}" x2="${x + w * 0.12}" y2="${y + h - 8}" stroke="${C.ink}" stroke-width="5" opacity="0.4"/>`
}

export function sheet(x: number, y: number, w: number, h: number, rotate = 0, marks = true) {
  let lines = ''
  for (let ly = y + 70; ly < y + h - 30; ly += 44)
    lines += `<line x1="${x + 40}" y1="${ly}" x2="${x + w - 40}" y2="${ly}"/>`
  const ticks = marks
    ? `<path d="M${x + w - 110},${y + 110} l22,24 l44,-54 M${x + w - 110},${y + 200} l22,24 l44,-54" fill="none" stroke="${C.apple}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
    : ''
  return `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.white}" ${OUT}/>
    <g stroke="${C.sky}" stroke-width="6" stroke-linecap="round">${lines}</g>
    <line x1="${x + 60}" y1="${y + 14}" x2="${x + 60}" y2="${y + h - 14}" stroke="${C.pink}" stroke-width="5"/>${ticks}
  </g>`
}

export function clock(cx: number, cy: number, r: number, hour: number, minute: number, rim: string = C.apple) {
  let ticks = ''
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i
    ticks += `<line x1="${cx + Math.sin(a) * r * 0.78}" y1="${cy - Math.cos(a) * r * 0.78}" x2="${cx + Math.sin(a) * r * 0.88}" y2="${cy - Math.cos(a) * r * 0.88}"/>`
  }
  const ha = ((hour % 12) + minute / 60) * (Math.PI / 6)
  const ma = minute * (Math.PI / 30)
  return `<circle cx="${cx}" cy="${cy}" r="${r + 30}" fill="${rim}" ${OUT}/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.paper}" ${OUT}/>
    <g stroke="${C.ink}" stroke-width="10" stroke-linecap="round">${ticks}</g>
    <line x1="${cx}" y1="${cy}" x2="${cx + Math.sin(ha) * r * 0.5}" y2="${cy - Math.cos(ha) * r * 0.5}" stroke="${C.ink}" stroke-width="22" stroke-linecap="round"/>
    <line x1="${cx}" y1="${cy}" x2="${cx + Math.sin(ma) * r * 0.74}" y2="${cy - Math.cos(ma) * r * 0.74}" stroke="${C.ink}" stroke-width="14" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="18" fill="${C.apple}" ${OUT}/>`
}

export function sun(cx: number, cy: number, r: number) {
  let rays = ''
  for (let i = 0; i < 12; i++) {
    const a = (Math.PI / 6) * i
    rays += `<line x1="${cx + Math.cos(a) * r * 1.25}" y1="${cy + Math.sin(a) * r * 1.25}" x2="${cx + Math.cos(a) * r * 1.6}" y2="${cy + Math.sin(a) * r * 1.6}"/>`
  }
  return `<g stroke="${C.orange}" stroke-width="18" stroke-linecap="round">${rays}</g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.sun}" ${OUT}/>`
}

export function cloud(x: number, y: number, s: number) {
  return `<g transform="translate(${x} ${y}) scale(${s / 100})"><path d="M-120,40 a50,50 0 0 1 30,-90 a70,70 0 0 1 130,-20 a55,55 0 0 1 90,60 a45,45 0 0 1 -10,50 Z" fill="${C.white}" ${OUT}/></g>`
}

export function plant(x: number, y: number, s: number, pot: string = C.orange) {
  return `<g transform="translate(${x} ${y}) scale(${s / 100})">
    <path d="M0,-40 C-10,-120 -90,-150 -120,-130 C-110,-80 -50,-50 0,-40 Z" fill="${C.leaf}" ${OUT}/>
    <path d="M0,-40 C10,-140 90,-180 120,-160 C110,-100 50,-60 0,-40 Z" fill="${C.leaf}" ${OUT}/>
    <path d="M0,-40 C-4,-150 20,-220 40,-240 C60,-190 30,-90 0,-40 Z" fill="#3c9440" ${OUT}/>
    <path d="M-80,-40 h160 l-24,150 h-112 Z" fill="${pot}" ${OUT}/>
    <rect x="-92" y="-54" width="184" height="36" rx="8" fill="${pot}" ${OUT}/>
  </g>`
}
