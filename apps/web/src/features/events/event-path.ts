/** The address of an event's own page, without a language prefix (usePublicPath adds it). */
export const eventPagePath = (id: string) => `/events/${encodeURIComponent(id)}`;
