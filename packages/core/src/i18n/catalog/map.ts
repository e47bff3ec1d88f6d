import type { Messages } from '../define.js';

/** Location actions and the map picker (Google Maps or the offline map). */
export const en = {
  'map.region': 'Map. Drag the map or use the arrow keys to move the pin; plus and minus zoom.',
  'map.zoomLevel': 'Zoom {{zoom}}',
  'map.coordinates': 'Latitude {{latitude}}, longitude {{longitude}}',
  'map.outsideZones': 'We do not serve this point yet. Move the pin into a highlighted zone.',
  'map.insideZone': 'Inside {{zone}}',
  'map.pin': 'Selected location',
  'map.business': 'Business location',
  'map.loadError': 'The map could not be loaded.',
} satisfies Messages;
