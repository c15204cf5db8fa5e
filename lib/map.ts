// OpenStreetMap links for the head office: the embedded map and the full-size map.
import { mapOrigin } from "./security/headers";
import { site } from "./site";

const { latitude: lat, longitude: lon } = site.headOffice;
const span = 0.01;

export const mapEmbedUrl = `${mapOrigin}/export/embed.html?bbox=${lon - span},${lat - span / 2},${lon + span},${lat + span / 2}&layer=mapnik&marker=${lat},${lon}`;
export const mapLargeUrl = `${mapOrigin}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
