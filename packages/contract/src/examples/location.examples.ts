import type { locationRoutes } from '../location.js';
import { exampleDinerAddress } from './example-values.js';
import type { TableExamples } from './route-example.js';

const home = { latitude: 37.7759, longitude: -122.4511, address: exampleDinerAddress };

export const locationExamples = {
  reverse: { query: { longitude: '-122.4511', latitude: '37.7759' }, response: home },
  autocomplete: {
    query: { address: '2130 Fulton' },
    response: [exampleDinerAddress, '2130 Fulton St, Daly City, CA 94014'],
  },
  geocode: { query: { address: exampleDinerAddress }, response: home },
} satisfies TableExamples<typeof locationRoutes>;
