import type { LocalizedText } from '../db/schema/columns.js';
import { itemAt } from '../lib/prng.js';
import { cell, parseTable } from './text-table.js';

/** The default centre of the demo: Union Square, San Francisco. */
export const DEFAULT_CENTER = { latitude: 37.788, longitude: -122.4075 } as const;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface City {
  name: LocalizedText;
  state: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** Combined sales tax in millionths. */
  taxRate: number;
  areaCode: string;
  postalCode: string;
  /** Thousands of residents; weights where the 100,000-business catalog puts its stores. */
  population: number;
  /** Cities of one metro share an operating area. */
  metro: string;
  streets: readonly string[];
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance, as the product measures it. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `miles` away on a compass bearing (degrees); flat-earth is exact enough below 100 miles. */
export function offsetPoint(origin: LatLng, miles: number, bearingDegrees: number): LatLng {
  const bearing = toRadians(bearingDegrees);
  const dLat = (miles * Math.cos(bearing)) / 69.0;
  const dLng = (miles * Math.sin(bearing)) / (69.172 * Math.cos(toRadians(origin.latitude)));
  return { latitude: round6(origin.latitude + dLat), longitude: round6(origin.longitude + dLng) };
}

/** Coordinates to 6 decimals (about 10 cm): stable text in the database and in snapshots. */
export const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

// name | 中文名 | state | latitude | longitude | time zone | tax (millionths) | area code | ZIP | population (thousands) | metro | streets
const CITY_TABLE = `
San Francisco | 旧金山 | CA | 37.7749 | -122.4194 | America/Los_Angeles | 86250 | 415 | 94103 | 808 | sf | Market St; Mission St; Geary Blvd; Clement St; Irving St; Valencia St; Polk St
Oakland | 奥克兰 | CA | 37.8044 | -122.2712 | America/Los_Angeles | 102500 | 510 | 94612 | 433 | sf | Broadway; Telegraph Ave; Webster St; 9th St
Berkeley | 伯克利 | CA | 37.8716 | -122.2727 | America/Los_Angeles | 102500 | 510 | 94704 | 120 | sf | Shattuck Ave; Telegraph Ave; University Ave
Daly City | 戴利城 | CA | 37.6879 | -122.4702 | America/Los_Angeles | 98750 | 650 | 94014 | 104 | sf | Mission St; Geneva Ave; Junipero Serra Blvd
San Mateo | 圣马特奥 | CA | 37.563 | -122.3255 | America/Los_Angeles | 98750 | 650 | 94401 | 105 | sf | B St; El Camino Real; 3rd Ave
Palo Alto | 帕洛阿尔托 | CA | 37.4419 | -122.143 | America/Los_Angeles | 91250 | 650 | 94301 | 68 | sf | University Ave; California Ave; Emerson St
San Jose | 圣何塞 | CA | 37.3382 | -121.8863 | America/Los_Angeles | 93750 | 408 | 95113 | 970 | sf | Santa Clara St; San Carlos St; Story Rd
Los Angeles | 洛杉矶 | CA | 34.0522 | -118.2437 | America/Los_Angeles | 95000 | 213 | 90012 | 3820 | la | Sunset Blvd; Broadway; Figueroa St; Spring St
San Diego | 圣地亚哥 | CA | 32.7157 | -117.1611 | America/Los_Angeles | 77500 | 619 | 92101 | 1380 | sd | Market St; India St; University Ave
Sacramento | 萨克拉门托 | CA | 38.5816 | -121.4944 | America/Los_Angeles | 87500 | 916 | 95814 | 525 | sac | J St; K St; Broadway
Seattle | 西雅图 | WA | 47.6062 | -122.3321 | America/Los_Angeles | 103500 | 206 | 98101 | 750 | sea | Pike St; Pine St; Jackson St; Madison St
Portland | 波特兰 | OR | 45.5152 | -122.6784 | America/Los_Angeles | 0 | 503 | 97204 | 635 | pdx | Burnside St; Alberta St; Division St
Las Vegas | 拉斯维加斯 | NV | 36.1699 | -115.1398 | America/Los_Angeles | 83750 | 702 | 89101 | 660 | las | Fremont St; Spring Mountain Rd; Charleston Blvd
Boise | 博伊西 | ID | 43.615 | -116.2023 | America/Boise | 60000 | 208 | 83702 | 235 | boi | Main St; Idaho St; Capitol Blvd
Phoenix | 菲尼克斯 | AZ | 33.4484 | -112.074 | America/Phoenix | 86000 | 602 | 85004 | 1650 | phx | Van Buren St; Roosevelt St; Camelback Rd
Salt Lake City | 盐湖城 | UT | 40.7608 | -111.891 | America/Denver | 77500 | 801 | 84101 | 200 | slc | State St; Main St; 400 S
Denver | 丹佛 | CO | 39.7392 | -104.9903 | America/Denver | 88100 | 303 | 80202 | 715 | den | Colfax Ave; Larimer St; Broadway; Federal Blvd
Albuquerque | 阿尔伯克基 | NM | 35.0844 | -106.6504 | America/Denver | 78750 | 505 | 87102 | 560 | abq | Central Ave; Lomas Blvd; 4th St
Dallas | 达拉斯 | TX | 32.7767 | -96.797 | America/Chicago | 82500 | 214 | 75201 | 1300 | dfw | Elm St; Greenville Ave; Main St
Houston | 休斯敦 | TX | 29.7604 | -95.3698 | America/Chicago | 82500 | 713 | 77002 | 2300 | hou | Bellaire Blvd; Westheimer Rd; Main St
Austin | 奥斯汀 | TX | 30.2672 | -97.7431 | America/Chicago | 82500 | 512 | 78701 | 960 | aus | Congress Ave; South Lamar Blvd; 6th St
San Antonio | 圣安东尼奥 | TX | 29.4241 | -98.4936 | America/Chicago | 82500 | 210 | 78205 | 1450 | sat | Commerce St; Broadway; Houston St
Minneapolis | 明尼阿波利斯 | MN | 44.9778 | -93.265 | America/Chicago | 90250 | 612 | 55401 | 425 | msp | Nicollet Ave; Hennepin Ave; Lake St
Kansas City | 堪萨斯城 | MO | 39.0997 | -94.5786 | America/Chicago | 88500 | 816 | 64105 | 508 | mci | Main St; Grand Blvd; Broadway Blvd
St. Louis | 圣路易斯 | MO | 38.627 | -90.1994 | America/Chicago | 96790 | 314 | 63101 | 300 | stl | Washington Ave; Olive St; Grand Blvd
Chicago | 芝加哥 | IL | 41.8781 | -87.6298 | America/Chicago | 102500 | 312 | 60602 | 2700 | chi | Clark St; Wentworth Ave; Milwaukee Ave; Halsted St
Nashville | 纳什维尔 | TN | 36.1627 | -86.7816 | America/Chicago | 92500 | 615 | 37201 | 690 | bna | Broadway; Church St; Charlotte Ave
New Orleans | 新奥尔良 | LA | 29.9511 | -90.0715 | America/Chicago | 94500 | 504 | 70112 | 383 | msy | Magazine St; Canal St; Frenchmen St
Indianapolis | 印第安纳波利斯 | IN | 39.7684 | -86.1581 | America/Indiana/Indianapolis | 70000 | 317 | 46204 | 880 | ind | Meridian St; Massachusetts Ave; Washington St
Detroit | 底特律 | MI | 42.3314 | -83.0458 | America/Detroit | 60000 | 313 | 48226 | 640 | dtw | Woodward Ave; Michigan Ave; Gratiot Ave
Columbus | 哥伦布 | OH | 39.9612 | -82.9988 | America/New_York | 75000 | 614 | 43215 | 905 | cmh | High St; Broad St; Long St
Atlanta | 亚特兰大 | GA | 33.749 | -84.388 | America/New_York | 89000 | 404 | 30303 | 500 | atl | Peachtree St; Ponce de Leon Ave; Buford Hwy
Miami | 迈阿密 | FL | 25.7617 | -80.1918 | America/New_York | 70000 | 305 | 33130 | 450 | mia | Calle Ocho; Biscayne Blvd; Flagler St
Orlando | 奥兰多 | FL | 28.5383 | -81.3792 | America/New_York | 65000 | 407 | 32801 | 310 | mco | Orange Ave; Colonial Dr; Mills Ave
Tampa | 坦帕 | FL | 27.9506 | -82.4572 | America/New_York | 75000 | 813 | 33602 | 400 | tpa | Franklin St; Kennedy Blvd; 7th Ave
Charlotte | 夏洛特 | NC | 35.2271 | -80.8431 | America/New_York | 72500 | 704 | 28202 | 880 | clt | Tryon St; Trade St; Central Ave
Raleigh | 罗利 | NC | 35.7796 | -78.6382 | America/New_York | 72500 | 919 | 27601 | 470 | rdu | Fayetteville St; Glenwood Ave; Hillsborough St
Washington | 华盛顿 | DC | 38.9072 | -77.0369 | America/New_York | 60000 | 202 | 20001 | 690 | dca | H St NW; U St NW; 14th St NW
Baltimore | 巴尔的摩 | MD | 39.2904 | -76.6122 | America/New_York | 60000 | 410 | 21202 | 575 | bwi | Charles St; Pratt St; Eastern Ave
Philadelphia | 费城 | PA | 39.9526 | -75.1652 | America/New_York | 80000 | 215 | 19107 | 1580 | phl | Race St; Chestnut St; Passyunk Ave
Pittsburgh | 匹兹堡 | PA | 40.4406 | -79.9959 | America/New_York | 70000 | 412 | 15222 | 300 | pit | Penn Ave; Forbes Ave; Liberty Ave
New York | 纽约 | NY | 40.7128 | -74.006 | America/New_York | 88750 | 212 | 10013 | 8300 | nyc | Mott St; Canal St; Broadway; Bleecker St; Main St
Boston | 波士顿 | MA | 42.3601 | -71.0589 | America/New_York | 62500 | 617 | 02108 | 675 | bos | Beach St; Tremont St; Newbury St; Hanover St
`;

export const US_CITIES: readonly City[] = parseTable(CITY_TABLE).map(toCity);

/** Metros whose businesses stand in for "other US time zones" in the small catalog, in order. */
const OTHER_ZONE_PREFERENCE = ['New York', 'Chicago', 'Denver', 'Phoenix', 'Atlanta', 'Seattle'];

function toCity(row: string[]): City {
  return {
    name: { en: cell(row, 0), zh: cell(row, 1) },
    state: cell(row, 2),
    latitude: Number(cell(row, 3)),
    longitude: Number(cell(row, 4)),
    timeZone: cell(row, 5),
    taxRate: Number(cell(row, 6)),
    areaCode: cell(row, 7),
    postalCode: cell(row, 8),
    population: Number(cell(row, 9)),
    metro: cell(row, 10),
    streets: cell(row, 11).split('; '),
  };
}

export function nearestCity(point: LatLng): City {
  let best = itemAt(US_CITIES, 0);
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of US_CITIES) {
    const distance = distanceMiles(point, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Cities near the centre (same metro, other towns) that the small catalog sprinkles a few stores in. */
export function satelliteCities(center: LatLng): City[] {
  const home = nearestCity(center);
  return US_CITIES.filter((candidate) => candidate.metro === home.metro && candidate !== home);
}

/** Big cities in time zones other than the centre's, for the "a store in another zone" cases. */
export function otherZoneCities(center: LatLng): City[] {
  const zone = nearestCity(center).timeZone;
  const byName = new Map(US_CITIES.map((candidate) => [candidate.name.en, candidate]));
  return OTHER_ZONE_PREFERENCE.map((name) => byName.get(name)).filter(
    (candidate): candidate is City => candidate !== undefined && candidate.timeZone !== zone,
  );
}

/** A San Francisco neighbourhood: local stores cluster around these so none stand in the bay. */
export interface Neighbourhood extends LatLng {
  name: LocalizedText;
  postalCode: string;
  streets: readonly string[];
}

// name | 中文名 | latitude | longitude | ZIP | streets
const NEIGHBOURHOOD_TABLE = `
Union Square | 联合广场 | 37.788 | -122.4075 | 94108 | Geary St; Post St; Powell St; Sutter St
Chinatown | 唐人街 | 37.7941 | -122.4078 | 94108 | Grant Ave; Stockton St; Jackson St; Clay St
North Beach | 北岸 | 37.8003 | -122.4103 | 94133 | Columbus Ave; Green St; Vallejo St; Grant Ave
Financial District | 金融区 | 37.7936 | -122.4019 | 94111 | Montgomery St; Sansome St; California St; Pine St
SoMa | 南市场 | 37.7785 | -122.4056 | 94103 | Folsom St; Howard St; Mission St; 4th St
Mission District | 米慎区 | 37.7599 | -122.4148 | 94110 | Valencia St; Mission St; 24th St; 16th St
Castro | 卡斯特罗 | 37.7609 | -122.435 | 94114 | Castro St; Market St; 18th St
Hayes Valley | 海斯谷 | 37.7766 | -122.4241 | 94102 | Hayes St; Octavia St; Gough St
Japantown | 日本城 | 37.7854 | -122.4298 | 94115 | Post St; Buchanan St; Webster St
Marina | 码头区 | 37.7998 | -122.4362 | 94123 | Chestnut St; Lombard St; Union St
Nob Hill | 诺布山 | 37.793 | -122.4161 | 94109 | Polk St; Hyde St; Jones St; Bush St
Inner Richmond | 内列治文 | 37.78 | -122.465 | 94118 | Clement St; Geary Blvd; Balboa St
Inner Sunset | 内日落区 | 37.7623 | -122.468 | 94122 | Irving St; Judah St; 9th Ave
Outer Sunset | 外日落区 | 37.7535 | -122.494 | 94122 | Noriega St; Taraval St; Judah St
Noe Valley | 诺伊谷 | 37.7502 | -122.4337 | 94114 | 24th St; Church St; Diamond St
Potrero Hill | 波特雷罗山 | 37.7605 | -122.4009 | 94107 | 18th St; Connecticut St; 20th St
Haight-Ashbury | 海特街区 | 37.7692 | -122.4481 | 94117 | Haight St; Divisadero St; Cole St
Bernal Heights | 伯纳尔高地 | 37.739 | -122.4156 | 94110 | Cortland Ave; Mission St
Excelsior | 怡东区 | 37.7245 | -122.425 | 94112 | Mission St; Geneva Ave; Excelsior Ave
`;

export const SF_NEIGHBOURHOODS: readonly Neighbourhood[] = parseTable(NEIGHBOURHOOD_TABLE).map((row) => ({
  name: { en: cell(row, 0), zh: cell(row, 1) },
  latitude: Number(cell(row, 2)),
  longitude: Number(cell(row, 3)),
  postalCode: cell(row, 4),
  streets: cell(row, 5).split('; '),
}));

/** True when the centre is the default one, so the San Francisco neighbourhoods apply. */
export function isDefaultCenter(center: LatLng): boolean {
  return distanceMiles(center, DEFAULT_CENTER) < 0.5;
}
