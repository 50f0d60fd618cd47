import { sellableSeats, type CabinLayoutShape } from '@tarmac/shared';

/**
 * The demo catalogue as plain data: destinations (real airports), packages, people, fleet and routes.
 * Fares are whole taka; 'from' fares follow the spec's indicative ranges (domestic about 9,995–11,995,
 * international 18,995 up to 110,995).
 */

export type Tier = 'silver' | 'gold' | 'platinum';

/** What the destination's picture shows; see artwork/. */
export type Scene =
  | 'dhaka'
  | 'port'
  | 'tea-hills'
  | 'beach'
  | 'fields'
  | 'river'
  | 'burj'
  | 'gulf'
  | 'bridge'
  | 'gate'
  | 'seafront'
  | 'marina'
  | 'twin-towers'
  | 'temple'
  | 'harbour'
  | 'clock-tower'
  | 'skyline'
  | 'mountains';

export type Sky = 'day' | 'dawn' | 'dusk' | 'night';

export interface DemoDestination {
  name: string;
  kind: 'domestic' | 'international';
  iata: string;
  timeZone: string;
  /** The airport's position, decimal degrees. */
  latitude: number;
  longitude: number;
  /** The indicative 'from' fare in taka shown on the home page. */
  fromFare: number;
  scene: Scene;
  sky: Sky;
}

const domestic = (
  name: string,
  iata: string,
  latitude: number,
  longitude: number,
  fromFare: number,
  scene: Scene,
  sky: Sky,
): DemoDestination => ({ name, kind: 'domestic', iata, timeZone: 'Asia/Dhaka', latitude, longitude, fromFare, scene, sky });

const abroad = (
  name: string,
  iata: string,
  timeZone: string,
  latitude: number,
  longitude: number,
  fromFare: number,
  scene: Scene,
  sky: Sky,
): DemoDestination => ({ name, kind: 'international', iata, timeZone, latitude, longitude, fromFare, scene, sky });

/**
 * The demo places' names in Bangla, as Bangla pages, mails and PDFs write them (the migration that added
 * `name_bn` gives them to the demo rows of databases seeded before it, too).
 */
export const BANGLA_PLACE_NAMES: Readonly<Record<string, string>> = {
  Dhaka: 'ঢাকা',
  Chattogram: 'চট্টগ্রাম',
  Sylhet: 'সিলেট',
  "Cox's Bazar": 'কক্সবাজার',
  Jashore: 'যশোর',
  Rajshahi: 'রাজশাহী',
  Saidpur: 'সৈয়দপুর',
  Barishal: 'বরিশাল',
  Kolkata: 'কলকাতা',
  Delhi: 'দিল্লি',
  Mumbai: 'মুম্বাই',
  Bangkok: 'ব্যাংকক',
  'Kuala Lumpur': 'কুয়ালালামপুর',
  Singapore: 'সিঙ্গাপুর',
  'Hong Kong': 'হংকং',
  Muscat: 'মাস্কাট',
  Dubai: 'দুবাই',
  Doha: 'দোহা',
  Riyadh: 'রিয়াদ',
  Jeddah: 'জেদ্দা',
  London: 'লন্ডন',
  Kathmandu: 'কাঠমান্ডু',
  Yangon: 'ইয়াঙ্গুন',
  Chennai: 'চেন্নাই',
  Colombo: 'কলম্বো',
  'Malé': 'মালে',
  Guangzhou: 'গুয়াংজু',
  'Kuwait City': 'কুয়েত সিটি',
  Istanbul: 'ইস্তাম্বুল',
};

export const DEMO_DESTINATIONS: readonly DemoDestination[] = [
  domestic('Dhaka', 'DAC', 23.8433, 90.3978, 9995, 'dhaka', 'dusk'),
  domestic('Chattogram', 'CGP', 22.2496, 91.8133, 10495, 'port', 'day'),
  domestic('Sylhet', 'ZYL', 24.9632, 91.8668, 10495, 'tea-hills', 'dawn'),
  domestic("Cox's Bazar", 'CXB', 21.4522, 91.9639, 11995, 'beach', 'dusk'),
  domestic('Jashore', 'JSR', 23.1838, 89.1608, 9995, 'fields', 'day'),
  domestic('Rajshahi', 'RJH', 24.4372, 88.6165, 10995, 'river', 'dawn'),
  domestic('Saidpur', 'SPD', 25.7592, 88.9089, 11495, 'fields', 'dawn'),
  domestic('Barishal', 'BZL', 22.801, 90.3012, 9995, 'river', 'day'),
  abroad('Kolkata', 'CCU', 'Asia/Kolkata', 22.6547, 88.4467, 18995, 'bridge', 'dawn'),
  abroad('Delhi', 'DEL', 'Asia/Kolkata', 28.5562, 77.1, 27995, 'gate', 'dusk'),
  abroad('Mumbai', 'BOM', 'Asia/Kolkata', 19.0896, 72.8656, 33995, 'seafront', 'dusk'),
  abroad('Bangkok', 'BKK', 'Asia/Bangkok', 13.69, 100.7501, 31995, 'temple', 'dawn'),
  abroad('Kuala Lumpur', 'KUL', 'Asia/Kuala_Lumpur', 2.7456, 101.7099, 34995, 'twin-towers', 'night'),
  abroad('Singapore', 'SIN', 'Asia/Singapore', 1.3644, 103.9915, 38995, 'marina', 'dusk'),
  abroad('Hong Kong', 'HKG', 'Asia/Hong_Kong', 22.308, 113.9185, 46995, 'harbour', 'night'),
  abroad('Muscat', 'MCT', 'Asia/Muscat', 23.5933, 58.2844, 52995, 'gulf', 'day'),
  abroad('Dubai', 'DXB', 'Asia/Dubai', 25.2532, 55.3657, 54995, 'burj', 'dusk'),
  abroad('Doha', 'DOH', 'Asia/Qatar', 25.2731, 51.6081, 56995, 'gulf', 'dusk'),
  abroad('Riyadh', 'RUH', 'Asia/Riyadh', 24.9576, 46.6988, 61995, 'gulf', 'night'),
  abroad('Jeddah', 'JED', 'Asia/Riyadh', 21.6796, 39.1565, 68995, 'gulf', 'dawn'),
  abroad('London', 'LHR', 'Europe/London', 51.47, -0.4543, 110995, 'clock-tower', 'day'),
];

/** Further airports only the benchmark fixture adds, so its routes spread over a wider network. */
export const FIXTURE_EXTRA_DESTINATIONS: readonly DemoDestination[] = [
  abroad('Kathmandu', 'KTM', 'Asia/Kathmandu', 27.6966, 85.3591, 21995, 'mountains', 'dawn'),
  abroad('Yangon', 'RGN', 'Asia/Yangon', 16.9073, 96.1332, 24995, 'temple', 'dusk'),
  abroad('Chennai', 'MAA', 'Asia/Kolkata', 12.9941, 80.1709, 29995, 'seafront', 'day'),
  abroad('Colombo', 'CMB', 'Asia/Colombo', 7.1808, 79.8841, 32995, 'beach', 'day'),
  abroad('Malé', 'MLE', 'Indian/Maldives', 4.1918, 73.529, 39995, 'beach', 'dawn'),
  abroad('Guangzhou', 'CAN', 'Asia/Shanghai', 23.3924, 113.2988, 44995, 'skyline', 'night'),
  abroad('Kuwait City', 'KWI', 'Asia/Kuwait', 29.2266, 47.9689, 58995, 'gulf', 'day'),
  abroad('Istanbul', 'IST', 'Europe/Istanbul', 41.2753, 28.7519, 84995, 'skyline', 'dusk'),
];

export interface DemoPackage {
  name: string;
  tier: Tier;
  bagWeight: number;
  price: number;
  facility1: string;
  facility2: string;
  /** The name and facilities in Bangla. */
  nameBn: string;
  facility1Bn: string;
  facility2Bn: string;
  /** Fare rules: whole taka per seated passenger and flight. */
  refundable: boolean;
  changeFee: number;
  refundFeeBefore: number;
  refundFeeWithin: number;
}

export const DEMO_PACKAGES: readonly DemoPackage[] = [
  // Silver is the saver fare (no money back); gold refunds less a fee; platinum refunds in full until the last day.
  { name: 'Silver Package', tier: 'silver', bagWeight: 20, price: 0, facility1: 'Standard meal', facility2: '7 kg cabin bag', nameBn: 'সিলভার প্যাকেজ', facility1Bn: 'সাধারণ খাবার', facility2Bn: '৭ কেজি কেবিন ব্যাগ', refundable: false, changeFee: 1500, refundFeeBefore: 0, refundFeeWithin: 0 },
  { name: 'Gold Package', tier: 'gold', bagWeight: 30, price: 3500, facility1: 'Priority boarding', facility2: 'Extra legroom seat', nameBn: 'গোল্ড প্যাকেজ', facility1Bn: 'অগ্রাধিকার বোর্ডিং', facility2Bn: 'পা রাখার বাড়তি জায়গাসহ আসন', refundable: true, changeFee: 1000, refundFeeBefore: 1500, refundFeeWithin: 3000 },
  { name: 'Platinum Package', tier: 'platinum', bagWeight: 40, price: 8500, facility1: 'Lounge access', facility2: 'Business class seat and meal', nameBn: 'প্লাটিনাম প্যাকেজ', facility1Bn: 'লাউঞ্জ সুবিধা', facility2Bn: 'বিজনেস ক্লাস আসন ও খাবার', refundable: true, changeFee: 0, refundFeeBefore: 0, refundFeeWithin: 1500 },
];

export const DEMO_PILOTS: readonly string[] = [
  'Capt. Tanvir Ahmed',
  'Capt. Farhana Rahman',
  'Capt. Mahmudul Hasan',
  'Capt. Nusrat Jahan',
  'Capt. Shafiqul Islam',
  'Capt. Rezaul Karim',
  'Capt. Sabrina Chowdhury',
  'Capt. Imran Hossain',
];

export const DEMO_CABIN_CREW: readonly string[] = [
  'Ayesha Siddiqua',
  'Rafiq Uddin',
  'Sharmin Akter',
  'Kamrul Hasan',
  'Tasnim Ferdous',
  'Mehedi Hasan',
  'Nadia Islam',
  'Arif Mahmud',
  'Sumaiya Khan',
  'Jahid Hasan',
];

export type AircraftType = 'ATR 72-600' | 'Boeing 737-800' | 'Boeing 737 MAX 8' | 'Boeing 787-8' | 'Boeing 787-9';

/**
 * The cabin of each type as the carrier configures it (one cabin, economy): rows, seat letters with `-` for an
 * aisle (ATRs letter their 2-2 rows A C | D F, Boeing's 787 skips I: A B C | D E F | H J K), the rows sold as
 * extra legroom (the bulkhead) and the exit rows (sold as extra legroom too), and seats left out (galleys and
 * doors). The seed gives each type's registrations its layout, so a flight's seat map is its plane's.
 */
export const CABINS: Readonly<Record<AircraftType, CabinLayoutShape & { name: string }>> = {
  'ATR 72-600': { name: 'ATR 72-600', rows: 18, letters: 'AC-DF', extraLegroomRows: [1], exitRows: [], blockedSeats: ['18A', '18C'], bassinetSeats: ['1A', '1F'] },
  'Boeing 737-800': { name: 'Boeing 737-800', rows: 27, letters: 'ABC-DEF', extraLegroomRows: [1], exitRows: [14, 15], blockedSeats: [], bassinetSeats: ['1A', '1F'] },
  'Boeing 737 MAX 8': { name: 'Boeing 737 MAX 8', rows: 32, letters: 'ABC-DEF', extraLegroomRows: [1], exitRows: [15, 16], blockedSeats: ['32D', '32E', '32F'], bassinetSeats: ['1A', '1F'] },
  'Boeing 787-8': { name: 'Boeing 787-8', rows: 30, letters: 'ABC-DEF-HJK', extraLegroomRows: [1], exitRows: [12, 25], blockedSeats: [], bassinetSeats: ['1A', '1K', '12A', '12K'] },
  'Boeing 787-9': { name: 'Boeing 787-9', rows: 33, letters: 'ABC-DEF-HJK', extraLegroomRows: [1], exitRows: [12, 27], blockedSeats: [], bassinetSeats: ['1A', '1K', '12A', '12K'] },
};

/** Seats as configured by the carrier: the sellable seats of the type's cabin (ATR 72-600: 70). */
export const SEATS: Readonly<Record<AircraftType, number>> = Object.fromEntries(
  Object.entries(CABINS).map(([type, cabin]) => [type, sellableSeats(cabin).length]),
) as Record<AircraftType, number>;

/** Registrations (Bangladesh: S2-) by type; flights of a type take them in turn. */
export const FLEET: Readonly<Record<AircraftType, readonly string[]>> = {
  'ATR 72-600': ['S2-AKA', 'S2-AKB', 'S2-AKC', 'S2-AKD', 'S2-AKE', 'S2-AKF'],
  'Boeing 737-800': ['S2-AJA', 'S2-AJB', 'S2-AJC', 'S2-AJD', 'S2-AJE', 'S2-AJF'],
  'Boeing 737 MAX 8': ['S2-AJM', 'S2-AJN', 'S2-AJO', 'S2-AJP'],
  'Boeing 787-8': ['S2-AHM', 'S2-AHN', 'S2-AHO'],
  'Boeing 787-9': ['S2-AJS', 'S2-AJT'],
};

/**
 * One rotation: an outbound leg at each of `departures` (local time at `from`) and its return leg from
 * `to` after the turnaround. `days` limits it to those weekdays (0 Sunday … 6 Saturday, at `from`).
 */
export interface DemoRoute {
  from: string;
  to: string;
  aircraft: AircraftType;
  departures: readonly string[];
  days?: readonly number[];
}

const DAILY = undefined;
const FOUR_A_WEEK = [0, 2, 4, 6];
const THREE_A_WEEK = [1, 3, 5];
const TWICE_A_WEEK = [2, 6];

export const DEMO_ROUTES: readonly DemoRoute[] = [
  // Domestic trunk routes: several a day.
  { from: 'DAC', to: 'CGP', aircraft: 'Boeing 737-800', departures: ['07:00', '09:30', '12:15', '15:00', '18:10', '21:00'], days: DAILY },
  { from: 'DAC', to: 'CXB', aircraft: 'Boeing 737-800', departures: ['07:30', '10:20', '13:40', '16:30', '19:15'] },
  { from: 'DAC', to: 'ZYL', aircraft: 'ATR 72-600', departures: ['08:00', '11:45', '15:30', '19:45'] },
  { from: 'DAC', to: 'JSR', aircraft: 'ATR 72-600', departures: ['08:30', '13:10', '18:30'] },
  { from: 'DAC', to: 'SPD', aircraft: 'ATR 72-600', departures: ['07:45', '12:30', '17:20'] },
  { from: 'DAC', to: 'RJH', aircraft: 'ATR 72-600', departures: ['09:15', '16:45'] },
  { from: 'DAC', to: 'BZL', aircraft: 'ATR 72-600', departures: ['10:30'] },
  { from: 'CGP', to: 'ZYL', aircraft: 'ATR 72-600', departures: ['11:00'] },
  { from: 'CGP', to: 'CXB', aircraft: 'ATR 72-600', departures: ['14:20'], days: FOUR_A_WEEK },
  // Abroad from Dhaka.
  { from: 'DAC', to: 'CCU', aircraft: 'Boeing 737-800', departures: ['09:40', '17:55'] },
  { from: 'DAC', to: 'DEL', aircraft: 'Boeing 737 MAX 8', departures: ['13:30'] },
  { from: 'DAC', to: 'BOM', aircraft: 'Boeing 737 MAX 8', departures: ['11:15'], days: FOUR_A_WEEK },
  { from: 'DAC', to: 'BKK', aircraft: 'Boeing 737 MAX 8', departures: ['00:45'] },
  { from: 'DAC', to: 'KUL', aircraft: 'Boeing 737 MAX 8', departures: ['01:10', '11:50'] },
  { from: 'DAC', to: 'SIN', aircraft: 'Boeing 737 MAX 8', departures: ['23:55'] },
  { from: 'DAC', to: 'HKG', aircraft: 'Boeing 737 MAX 8', departures: ['00:30'], days: FOUR_A_WEEK },
  { from: 'DAC', to: 'MCT', aircraft: 'Boeing 737-800', departures: ['20:30'], days: FOUR_A_WEEK },
  { from: 'DAC', to: 'DXB', aircraft: 'Boeing 787-8', departures: ['10:15', '21:45'] },
  { from: 'DAC', to: 'DOH', aircraft: 'Boeing 787-8', departures: ['19:05'] },
  { from: 'DAC', to: 'RUH', aircraft: 'Boeing 787-8', departures: ['22:40'], days: [0, 1, 3, 4, 6] },
  { from: 'DAC', to: 'JED', aircraft: 'Boeing 787-8', departures: ['14:50'] },
  { from: 'DAC', to: 'LHR', aircraft: 'Boeing 787-9', departures: ['10:45'], days: THREE_A_WEEK },
  // Abroad from Chattogram and Sylhet.
  { from: 'CGP', to: 'DXB', aircraft: 'Boeing 737-800', departures: ['20:00'], days: FOUR_A_WEEK },
  { from: 'CGP', to: 'MCT', aircraft: 'Boeing 737-800', departures: ['19:20'], days: THREE_A_WEEK },
  { from: 'CGP', to: 'JED', aircraft: 'Boeing 737-800', departures: ['13:30'], days: TWICE_A_WEEK },
  { from: 'CGP', to: 'KUL', aircraft: 'Boeing 737 MAX 8', departures: ['09:50'], days: THREE_A_WEEK },
  { from: 'CGP', to: 'CCU', aircraft: 'ATR 72-600', departures: ['12:40'], days: THREE_A_WEEK },
  { from: 'ZYL', to: 'DXB', aircraft: 'Boeing 737-800', departures: ['16:40'], days: TWICE_A_WEEK },
  { from: 'ZYL', to: 'LHR', aircraft: 'Boeing 787-9', departures: ['13:20'], days: [4] },
];
