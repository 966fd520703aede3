/**
 * Everyone the demo content names: authors, tour comedians, podcast hosts, people quoted in
 * articles, faves and testimonials. Each is one person with one job in one city; content files
 * take names and roles from here so that a name never plays two people
 * (tests/unit/seed-language.test.ts holds them to it).
 */
export type CastMember = { name: string; role: string; city: string }

const person = (name: string, role: string, city: string): CastMember => ({ name, role, city })

export const cast = {
  // Authors
  harrietBloom: person('Harriet Bloom', '1st-grade teacher', 'Portland'),
  devMalhotra: person('Dev Malhotra', 'High school science teacher', 'Columbus'),
  rosaDelgado: person('Rosa Delgado', '8th-grade English teacher', 'Austin'),
  garethPugh: person('Gareth Pugh', 'Substitute teacher', 'Pittsburgh'),
  joanAchterberg: person('Joan Achterberg', 'Retired assistant principal', 'Milwaukee'),
  samWhitlock: person('Sam Whitlock', 'PE teacher and 7th-grade team lead', 'Minneapolis'),
  // The tour
  danaWhitfield: person('Dana Whitfield', '4th-grade teacher', 'Cleveland'),
  marcusBell: person('Marcus Bell', 'High school chemistry teacher', 'Atlanta'),
  anjaliRaman: person('Anjali Raman', 'Middle school math teacher', 'Houston'),
  tomOkafor: person('Tom Okafor', 'PE teacher', 'Chicago'),
  luciaOrtega: person('Lucia Ortega', 'Kindergarten teacher', 'San Antonio'),
  hankPruitt: person('Hank Pruitt', '8th-grade history teacher', 'Nashville'),
  meiChen: person('Mei Chen', 'School librarian', 'Seattle'),
  jordanEllis: person('Jordan Ellis', 'Substitute teacher', 'Denver'),
  sandraKim: person('Sandra Kim', 'Principal, Lincoln Elementary', 'Columbus'),
  // Podcasts (Tom Okafor co-hosts The Staffroom Kettle)
  priyaShah: person('Priya Shah', '7th-grade science teacher', 'Philadelphia'),
  mayaBrooks: person('Maya Brooks', 'Mentor teacher', 'Sacramento'),
  ellieReed: person('Ellie Reed', 'First-year 3rd-grade teacher', 'Sacramento'),
  // Quoted on the site's pages
  keishaGrant: person('Keisha Grant', '5th-grade teacher', 'Baltimore'),
  benCarver: person('Ben Carver', 'First-year math teacher', 'Richmond'),
  aishaBennett: person('Aisha Bennett', 'Kindergarten teacher', 'Charlotte'),
  // Named in articles
  adaezeOkonjo: person('Adaeze Okonjo', 'High school math teacher', 'Columbus'),
  lorenaAlvarez: person('Lorena Alvarez', 'Front office manager', 'Pittsburgh'),
  // Faves: the teachers of the day
  amaraRivera: person('Amara Rivera', '4th-grade teacher', 'San Diego'),
  danielOsei: person('Daniel Osei', 'Middle school science teacher', 'Raleigh'),
  helenMarsh: person('Helen Marsh', 'School librarian', 'Boston'),
  deeThompson: person('Dee Thompson', 'PE teacher and running coach', 'Phoenix'),
  nikhilPatel: person('Nikhil Patel', '5th-grade teacher', 'Sacramento'),
  lucyHart: person('Lucy Hart', 'High school English teacher', 'Providence'),
  graceAdeyemi: person('Grace Adeyemi', 'Assistant principal', 'Atlanta'),
  owenWalsh: person('Owen Walsh', 'High school history teacher', 'Philadelphia'),
  divyaNair: person('Divya Nair', 'Computer science teacher', 'Salt Lake City'),
  elenaMartinez: person('Elena Martinez', 'Paraprofessional', 'Tampa'),
  kwameMensah: person('Kwame Mensah', 'Music teacher', 'Detroit'),
  hannahKowalski: person('Hannah Kowalski', 'Kindergarten teacher', 'Milwaukee'),
  luisRomero: person('Luis Romero', 'High school Spanish teacher', 'Houston'),
  joyWilliams: person('Joy Williams', 'Cafeteria manager', 'Kansas City'),
} satisfies Record<string, CastMember>

/** The name a class uses: `Ms. ${surname(cast.adaezeOkonjo)}`. */
export const surname = (member: CastMember) => member.name.split(' ').at(-1)

/** "Role, City", as bylines and testimonials print it. */
export const roleOf = (member: CastMember) => `${member.role}, ${member.city}`
