import { eventPagePath } from '../events/event-rules.ts';

/** A tournament's public results page, under its event's own page: /events/<id>/results. */
export const tournamentResultsPath = (eventId: string) => `${eventPagePath(eventId)}/results`;

/** A tournament's live page on its day, beside its results: /events/<id>/live. */
export const tournamentLivePath = (eventId: string) => `${eventPagePath(eventId)}/live`;
