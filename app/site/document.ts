/** The element of site.html that carries the content a page was rendered from (JSON, not run). */
export const SITE_DATA_ID = 'site-data';
