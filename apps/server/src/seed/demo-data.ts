// Demo content for a fresh database: real Australian places, plausible runs, written for Stride.

export interface DemoSpot {
  /** Locality label as stored in australian_locations.value. */
  locality: string;
  meetingPoint: string;
}

export interface DemoEventTemplate {
  title: string;
  description: string;
  spot: DemoSpot;
  /** Days of the week it runs (0 = Sunday). */
  days: number[];
  time: string;
  distances: string[];
  abilityLevels: string[];
  eventType: 'official' | 'run_club';
  clubName?: string;
  isRace?: boolean;
  raceCost?: string;
  maxParticipants?: number;
  terrain?: string;
}

export const DEMO_RUNNERS = [
  ['Mia', 'Nguyen', 'Bondi, NSW 2026'],
  ['Jack', 'Thompson', 'Fitzroy, VIC 3065'],
  ['Olivia', 'Walker', 'New Farm, QLD 4005'],
  ['Noah', 'Kelly', 'Fremantle, WA 6160'],
  ['Charlotte', 'Singh', 'Glenelg, SA 5045'],
  ['William', 'Brown', 'Braddon, ACT 2612'],
  ['Amelia', 'Rossi', 'Sandy Bay, TAS 7005'],
  ['Lucas', 'Chen', 'Parramatta, NSW 2150'],
  ['Isla', 'Murphy', 'St Kilda, VIC 3182'],
  ['Henry', 'Wilson', 'Manly, NSW 2095'],
  ['Grace', 'Papadopoulos', 'Brunswick, VIC 3056'],
  ['Leo', 'Taylor', 'Darwin City, NT 0800'],
] as const;

/**
 * What buddy matching reads of the demo runners (taken in turn): ages 24 to 52, paces from 4:45 to 6:45,
 * every level and time of day, so a newcomer's suggestions show a spread of scores.
 */
export const DEMO_BUDDY_PROFILES = [
  {
    dateOfBirth: '1994-03-12',
    sex: 'female',
    preferredPace: '5:30',
    experienceLevel: 'intermediate',
    availabilityDays: ['tuesday', 'thursday', 'saturday'],
    preferredTime: 'early_morning',
  },
  {
    dateOfBirth: '1988-07-02',
    sex: 'male',
    preferredPace: '4:45',
    experienceLevel: 'advanced',
    availabilityDays: ['monday', 'wednesday', 'saturday', 'sunday'],
    preferredTime: 'morning',
  },
  {
    dateOfBirth: '2001-11-20',
    sex: 'female',
    preferredPace: '6:45',
    experienceLevel: 'beginner',
    availabilityDays: ['wednesday', 'saturday'],
    preferredTime: 'evening',
  },
  {
    dateOfBirth: '1979-05-30',
    sex: 'male',
    preferredPace: '6:00',
    experienceLevel: 'intermediate',
    availabilityDays: ['tuesday', 'friday', 'sunday'],
    preferredTime: 'early_morning',
  },
  {
    dateOfBirth: '1991-01-15',
    sex: 'non-binary',
    preferredPace: '5:15',
    experienceLevel: 'advanced',
    availabilityDays: ['monday', 'thursday', 'saturday'],
    preferredTime: 'any',
  },
  {
    dateOfBirth: '1973-09-08',
    sex: 'female',
    preferredPace: '5:50',
    experienceLevel: 'elite',
    availabilityDays: ['tuesday', 'thursday', 'sunday'],
    preferredTime: 'afternoon',
  },
] as const satisfies readonly {
  dateOfBirth: string;
  sex: string;
  preferredPace: string;
  experienceLevel: string;
  availabilityDays: readonly string[];
  preferredTime: string;
}[];

const spot = (locality: string, meetingPoint: string): DemoSpot => ({ locality, meetingPoint });

export const DEMO_EVENTS: DemoEventTemplate[] = [
  {
    title: 'Bondi to Bronte Sunrise Run',
    description:
      'Coastal walk path at first light: out to Bronte, coffee back at Bondi. Hills on the stairs, so walk them if you like.',
    spot: spot('Bondi Beach, NSW 2026', 'Bondi Icebergs steps'),
    days: [2, 6],
    time: '06:00',
    distances: ['5k', '8k/5mi'],
    abilityLevels: ['all_welcome'],
    eventType: 'run_club',
    clubName: 'Eastern Beaches Runners',
    terrain: 'coastal path',
  },
  {
    title: 'Saturday Community 5k – Centennial Park',
    description:
      'A free, timed community 5k around the Grand Drive loop. Walkers, prams and dogs on leads welcome.',
    spot: spot('Moore Park, NSW 2021', 'Federation Pavilion'),
    days: [6],
    time: '07:00',
    distances: ['5k', 'Parkrun'],
    abilityLevels: ['all_welcome'],
    eventType: 'official',
    maxParticipants: 300,
    terrain: 'road',
  },
  {
    title: 'Harbour Bridge Loop',
    description:
      'Across the Harbour Bridge, round Kirribilli and back over via the Opera House. Steady conversational pace.',
    spot: spot('The Rocks, NSW 2000', 'Cadmans Cottage'),
    days: [4],
    time: '18:15',
    distances: ['10k'],
    abilityLevels: ['intermediate'],
    eventType: 'run_club',
    clubName: 'Sydney Harbour Harriers',
    terrain: 'road',
  },
  {
    title: 'Tan Track Tuesday',
    description:
      'Two laps of the Tan around the Botanic Gardens. Split into pace groups from 4:30 to 6:30 per km.',
    spot: spot('Melbourne, VIC 3004', 'Pillars of Wisdom, Alexandra Avenue'),
    days: [2],
    time: '18:00',
    distances: ['8k/5mi'],
    abilityLevels: ['beginner', 'intermediate', 'advanced'],
    eventType: 'run_club',
    clubName: 'Yarra River Runners',
    terrain: 'gravel',
  },
  {
    title: 'St Kilda Foreshore Long Run',
    description: 'Sunday long run along the bay to Brighton and back. Drinks at the halfway point.',
    spot: spot('St Kilda, VIC 3182', 'St Kilda Pier entrance'),
    days: [0],
    time: '07:30',
    distances: ['15k', 'Half Marathon'],
    abilityLevels: ['intermediate', 'advanced'],
    eventType: 'run_club',
    clubName: 'Bayside Striders',
    terrain: 'path',
  },
  {
    title: 'Merri Creek Trail Social',
    description: 'Relaxed trail run up the Merri Creek path. Nobody gets left behind.',
    spot: spot('Brunswick East, VIC 3057', 'CERES front gate'),
    days: [3],
    time: '06:30',
    distances: ['5k', '10k'],
    abilityLevels: ['beginner', 'all_welcome'],
    eventType: 'run_club',
    clubName: 'Northside Trail Crew',
    terrain: 'trail',
  },
  {
    title: 'South Bank Social Run',
    description: 'River loop over the Goodwill and Kurilpa bridges, then brekkie at South Bank.',
    spot: spot('South Brisbane, QLD 4101', 'Streets Beach'),
    days: [3, 6],
    time: '05:45',
    distances: ['5k', '8k/5mi'],
    abilityLevels: ['all_welcome'],
    eventType: 'run_club',
    clubName: 'River City Runners',
    terrain: 'path',
  },
  {
    title: 'Mt Coot-tha Hill Repeats',
    description:
      'Hill session on the summit track. Bring a head torch in winter and plenty of water in summer.',
    spot: spot('Mount Coot-Tha, QLD 4066', 'J.C. Slaughter Falls car park'),
    days: [4],
    time: '17:30',
    distances: ['10k'],
    abilityLevels: ['advanced'],
    eventType: 'run_club',
    clubName: 'River City Runners',
    terrain: 'trail',
  },
  {
    title: 'Kings Park Hills',
    description: 'Jacob’s Ladder, then the Kings Park loops. Tough, friendly, and the view makes up for it.',
    spot: spot('Perth, WA 6000', 'Top of Jacob’s Ladder'),
    days: [1, 5],
    time: '06:00',
    distances: ['8k/5mi'],
    abilityLevels: ['intermediate', 'advanced'],
    eventType: 'run_club',
    clubName: 'Swan River Runners',
    terrain: 'mixed',
  },
  {
    title: 'Fremantle Harbour 10k',
    description:
      'Flat and fast out-and-back along the harbour. Timed, with results e-mailed the same morning.',
    spot: spot('Fremantle, WA 6160', 'Bathers Beach'),
    days: [0],
    time: '07:00',
    distances: ['10k', '5k'],
    abilityLevels: ['all_welcome'],
    eventType: 'official',
    isRace: true,
    raceCost: '25.00',
    maxParticipants: 200,
    terrain: 'road',
  },
  {
    title: 'Torrens Linear Park Tempo',
    description: 'Tempo session along the River Torrens. Warm-up together, then run your own tempo pace.',
    spot: spot('Adelaide, SA 5000', 'Adelaide Oval footbridge'),
    days: [2],
    time: '17:45',
    distances: ['8k/5mi', '10k'],
    abilityLevels: ['intermediate'],
    eventType: 'run_club',
    clubName: 'City of Churches Runners',
    terrain: 'path',
  },
  {
    title: 'Glenelg Beach Sunset Run',
    description: 'Along the esplanade to Henley Beach as the sun goes down over the gulf.',
    spot: spot('Glenelg, SA 5045', 'Moseley Square'),
    days: [5],
    time: '18:30',
    distances: ['5k', '10k'],
    abilityLevels: ['all_welcome'],
    eventType: 'run_club',
    clubName: 'City of Churches Runners',
    terrain: 'path',
  },
  {
    title: 'Lake Burley Griffin Loop',
    description: 'The bridge-to-bridge loop around the central basin. Easy pace, all welcome.',
    spot: spot('Parkes, ACT 2600', 'National Library forecourt'),
    days: [6],
    time: '07:30',
    distances: ['5k', '10k'],
    abilityLevels: ['all_welcome'],
    eventType: 'run_club',
    clubName: 'Capital Runners',
    terrain: 'path',
  },
  {
    title: 'Hobart Waterfront to Sandy Bay',
    description: 'Waterfront, Battery Point and on to Sandy Bay. Hills on the way back.',
    spot: spot('Hobart, TAS 7000', 'Franklin Square'),
    days: [4],
    time: '17:45',
    distances: ['8k/5mi'],
    abilityLevels: ['beginner', 'intermediate'],
    eventType: 'run_club',
    clubName: 'Derwent Runners',
    terrain: 'road',
  },
  {
    title: 'Darwin Waterfront Dusk Run',
    description: 'An easy run when the heat drops, around the Waterfront and up to Bicentennial Park.',
    spot: spot('Darwin City, NT 0800', 'Darwin Waterfront lagoon'),
    days: [3],
    time: '18:30',
    distances: ['5k'],
    abilityLevels: ['all_welcome'],
    eventType: 'run_club',
    clubName: 'Top End Runners',
    terrain: 'path',
  },
  {
    title: 'Newcastle Bathers Way Run',
    description: 'Merewether to Nobbys along the Bathers Way, finishing with a dip at the ocean baths.',
    spot: spot('Merewether, NSW 2291', 'Merewether Ocean Baths'),
    days: [0],
    time: '06:30',
    distances: ['10k'],
    abilityLevels: ['intermediate'],
    eventType: 'run_club',
    clubName: 'Novocastrian Runners',
    terrain: 'coastal path',
  },
  {
    title: 'Gold Coast Oceanway Half',
    description: 'A supported half-marathon training run along the Oceanway from Burleigh to Surfers.',
    spot: spot('Burleigh Heads, QLD 4220', 'Burleigh Heads surf club'),
    days: [0],
    time: '05:30',
    distances: ['Half Marathon'],
    abilityLevels: ['advanced'],
    eventType: 'official',
    isRace: true,
    raceCost: '45.00',
    maxParticipants: 150,
    terrain: 'path',
  },
  {
    title: 'Geelong Waterfront Fun Run',
    description: 'A family fun run raising money for the local surf life saving club. Walk, jog or run.',
    spot: spot('Geelong, VIC 3220', 'Eastern Beach Reserve'),
    days: [6],
    time: '08:00',
    distances: ['Fun Run', 'Fundraiser', '5k'],
    abilityLevels: ['all_welcome'],
    eventType: 'official',
    isRace: true,
    raceCost: '15.00',
    maxParticipants: 250,
    terrain: 'path',
  },
];

export const DEMO_CLUBS = [
  {
    name: 'Eastern Beaches Runners',
    location: 'Bondi Beach, NSW 2026',
    description: 'Sunrise coastal runs from Bondi to Coogee, with a swim after for the brave.',
    runDays: ['tuesday', 'saturday'],
    distances: ['5k', '8k/5mi'],
    abilityLevels: ['all_welcome'],
    annualCost: '0.00',
  },
  {
    name: 'Yarra River Runners',
    location: 'Melbourne, VIC 3004',
    description: 'Pace groups every Tuesday on the Tan and long runs along the Yarra on Sundays.',
    runDays: ['tuesday', 'sunday'],
    distances: ['8k/5mi', '15k', 'Half Marathon'],
    abilityLevels: ['beginner', 'intermediate', 'advanced'],
    annualCost: '60.00',
  },
  {
    name: 'River City Runners',
    location: 'South Brisbane, QLD 4101',
    description: 'Early starts to beat the heat, river loops and hills on Mt Coot-tha.',
    runDays: ['wednesday', 'thursday', 'saturday'],
    distances: ['5k', '10k'],
    abilityLevels: ['all_welcome', 'advanced'],
    annualCost: '40.00',
  },
  {
    name: 'Swan River Runners',
    location: 'Perth, WA 6000',
    description: 'Kings Park hills and Swan River loops for runners who like a challenge.',
    runDays: ['monday', 'friday'],
    distances: ['8k/5mi', '10k'],
    abilityLevels: ['intermediate', 'advanced'],
    annualCost: '50.00',
  },
  {
    name: 'City of Churches Runners',
    location: 'Adelaide, SA 5000',
    description:
      'Tempo on the Torrens and sunset runs at Glenelg. Friendly, social, and always a coffee after.',
    runDays: ['tuesday', 'friday'],
    distances: ['5k', '10k'],
    abilityLevels: ['all_welcome', 'intermediate'],
    annualCost: '30.00',
  },
  {
    name: 'Inner West Harriers',
    location: 'Newtown, NSW 2042',
    description: 'Thursday night hills through Camperdown and a Sunday long run to the Bay Run.',
    runDays: ['thursday', 'sunday'],
    distances: ['10k', 'Half Marathon'],
    abilityLevels: ['intermediate', 'advanced'],
    annualCost: '35.00',
  },
  {
    name: 'Parramatta Park Pacers',
    location: 'Parramatta, NSW 2150',
    description: 'Beginner-friendly loops of Parramatta Park, with a walk-run group every Saturday.',
    runDays: ['wednesday', 'saturday'],
    distances: ['5k', 'Fun Run'],
    abilityLevels: ['beginner', 'all_welcome'],
    annualCost: '0.00',
  },
] as const;

export const DEMO_NEWS = [
  {
    title: 'Choosing your first half marathon',
    slug: 'choosing-your-first-half-marathon',
    tags: ['training', 'races'],
    excerpt: 'Flat or hilly, big city or country town: what to look for when you pick your first 21.1 km.',
    content: `Moving up from 10k to the half marathon is the most popular step runners take, and the race you pick makes a real difference to how it feels.

Look for a flat course with plenty of drink stations for your first one. Winter races in the southern states and autumn or spring races in Queensland and the Top End avoid the worst of the heat.

Give yourself twelve weeks. Most plans build from three runs a week to four, with one long run growing by a kilometre or two each week and an easier week every third or fourth week.

Finally, run with others. A club long run on a Sunday makes 18 km go faster than it ever does alone.`,
  },
  {
    title: 'Running through an Australian summer',
    slug: 'running-through-an-australian-summer',
    tags: ['health', 'summer'],
    excerpt: 'Heat, humidity and UV: how to keep running safely from December to February.',
    content: `Summer is when many Australians run the most and the least wisely. A few habits make it safe.

Run early or late. Before 7 am and after 6 pm the temperature and UV index are far lower, which is why so many run clubs meet at sunrise.

Drink before you are thirsty, and on runs over an hour carry water or plan a loop past a tap. Add electrolytes when you sweat heavily.

Slow down. Running by effort rather than pace in the heat is not losing fitness; it is training smart. Wear a hat, sunscreen and light colours, and stop if you feel dizzy or stop sweating.`,
  },
  {
    title: 'Community 5k etiquette',
    slug: 'community-5k-etiquette',
    tags: ['community', '5k'],
    excerpt: 'Saturday morning 5ks are for everyone. Here is how to be a great part of one.',
    content: `Free community 5ks happen every Saturday morning in parks across the country, and they rely on goodwill.

Arrive a few minutes early for the briefing, start near the back if you are walking or running with a pram, and keep left on shared paths.

Thank the volunteers: the timekeepers and marshals are runners too, giving up their own run. Better still, volunteer yourself a few times a year.

And stay for a coffee. The run takes half an hour; the friendships last a lot longer.`,
  },
  {
    title: 'Strength work that makes you a better runner',
    slug: 'strength-work-for-runners',
    tags: ['training', 'strength'],
    excerpt: 'Twenty minutes twice a week of simple strength work keeps runners running.',
    content: `Most running injuries come from doing too much too soon, and strength work is the best protection runners have.

Two short sessions a week are enough: squats, lunges, calf raises, glute bridges and a plank. No gym is needed; a backpack with a few books adds load.

Do them on easy-run days or after your run, not before a hard session. Start light and add repetitions before adding weight.

After six weeks most runners notice stronger hills, a steadier form late in long runs, and fewer niggles.`,
  },
] as const;
