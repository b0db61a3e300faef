// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type {
  AddEntriesRequest,
  CategoryReply,
  DrawCategoryRequest,
  RecordKataScoreRequest,
  RecordResultRequest,
  MergeCategoriesRequest,
  MoveEntryRequest,
  RuleProfilesReply,
  SeedProposalReply,
  SetUpTournamentRequest,
  SplitCategoryRequest,
  TournamentReply,
  TournamentResultsReply,
} from './tournaments.ts';
import type { SetTatamisRequest, TatamisReply } from './tatamis.ts';
import type { AppendBoutEventsRequest, BoutLogQuery, BoutLogReply } from './kumite-bout.ts';
import type {
  ClaimTatamiRequest,
  ConsoleQuery,
  ConsoleReply,
  CreateDisplayRequest,
  DisplayReply,
  DisplaysReply,
  LiveAthletesReply,
  LiveBoardReply,
  LiveStreamReply,
  RevokeDisplayRequest,
  SetTatamiOfficialsRequest,
  TatamiOfficialsReply,
} from './live.ts';
import type { CategoryCertificatesReply, CompetitionCertificateReply } from './certificates.ts';
import type {
  AthleteEntriesReply,
  CompetitionRecordReply,
  EnterTournamentReply,
  EnterTournamentRequest,
  TournamentCategoriesReply,
  SetEntryStateRequest,
  WeighInRequest,
} from './entering.ts';

/** The endpoints of tournaments: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId (decision 013). */
export const TOURNAMENTS_ENDPOINTS = {
  /** The profiles an organiser starts from: the built-in ones. */
  GetRuleProfiles: endpoint<RuleProfilesReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetRuleProfiles',
    access: 'admin',
    tag: 'tournaments',
  }),
  /** An event's tournament (null when it is not one), its categories and entries, by the event's id. */
  GetTournament: endpoint<TournamentReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetTournament/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** Makes the event a tournament, or changes its rules; its categories follow the profile. */
  SetUpTournament: endpoint<TournamentReply, SetUpTournamentRequest>()({
    method: 'POST',
    path: '/api/Tournaments/SetUpTournament/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** Athletes of one club entered by the organiser, each in the categories chosen. */
  AddEntries: endpoint<TournamentReply, AddEntriesRequest>()({
    method: 'POST',
    path: '/api/Tournaments/AddEntries/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** An entry moved to another category of the same discipline, before either is drawn; by the entry's id. */
  MoveEntry: endpoint<TournamentReply, MoveEntryRequest>()({
    method: 'POST',
    path: '/api/Tournaments/MoveEntry/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** A small category fought together with another of its discipline; by the id of the one that goes. */
  MergeCategories: endpoint<TournamentReply, MergeCategoriesRequest>()({
    method: 'POST',
    path: '/api/Tournaments/MergeCategories/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** A big category fought in two: the entries given leave for a new category of the same criteria. */
  SplitCategory: endpoint<TournamentReply, SplitCategoryRequest>()({
    method: 'POST',
    path: '/api/Tournaments/SplitCategory/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** A category with its entries, draw, bouts, pool table and placings, by the category's id. */
  GetCategory: endpoint<CategoryReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetCategory/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** Draws a category (or draws it again) before it is published; by the category's id. */
  DrawCategory: endpoint<CategoryReply, DrawCategoryRequest>()({
    method: 'POST',
    path: '/api/Tournaments/DrawCategory/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** Up to four seeds for a category from its entrants' medals at the academy's earlier tournaments; by category. */
  ProposeSeeds: endpoint<SeedProposalReply>()({
    method: 'GET',
    path: '/api/Tournaments/ProposeSeeds/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** Locks a category's draw and shows it to the public; by the category's id. */
  PublishDraw: endpoint<CategoryReply>()({
    method: 'POST',
    path: '/api/Tournaments/PublishDraw/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404, 409],
  }),
  /** A bout's result, or its correction while no later bout depends on it; by the category's id. */
  RecordResult: endpoint<CategoryReply, RecordResultRequest>()({
    method: 'POST',
    path: '/api/Tournaments/RecordResult/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** A kata performance's judges' scores (kata by points), or their correction before the next round; by category. */
  RecordKataScore: endpoint<CategoryReply, RecordKataScoreRequest>()({
    method: 'POST',
    path: '/api/Tournaments/RecordKataScore/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** The tatamis by event id: each with its categories in order, the bout now and on deck, and estimated starts. */
  GetTatamis: endpoint<TatamisReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetTatamis/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** How many tatamis and the categories on each in order, the whole assignment at once; by event id. */
  SetTatamis: endpoint<TatamisReply, SetTatamisRequest>()({
    method: 'POST',
    path: '/api/Tournaments/SetTatamis/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404],
  }),
  /**
   * Events of a kumite bout from the table's console, appended once each by their ids in arrival order; by the
   * category's id. The bout's whole log and state; a log that ends the bout writes its result (decision 058).
   */
  AppendBoutEvents: endpoint<BoutLogReply, AppendBoutEventsRequest>()({
    method: 'POST',
    path: '/api/Tournaments/AppendBoutEvents/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** A kumite bout's log and state, by the category's id and the bout's (boutId in the query). */
  GetBoutLog: endpoint<BoutLogReply, undefined, BoutLogQuery>()({
    method: 'GET',
    path: '/api/Tournaments/GetBoutLog/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404, 409],
  }),
  /** The competition day as it stands: every tatami's bout now and on deck, queues with estimates, latest results. */
  GetLiveBoard: endpoint<LiveBoardReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetLiveBoard/:id',
    access: 'public',
    tag: 'tournaments',
    errors: [404],
  }),
  /** The athletes of the published draws and their categories' tatamis, for following one fighter. */
  GetLiveAthletes: endpoint<LiveAthletesReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetLiveAthletes/:id',
    access: 'public',
    tag: 'tournaments',
    errors: [404],
  }),
  /**
   * The live feed as Server-Sent Events (text/event-stream): a `board` first (or, with Last-Event-ID, what followed
   * it), then `board` and `bout` messages as they happen, each with its feed number as the event's id (decision 060).
   */
  LiveStream: endpoint<LiveStreamReply>()({
    method: 'GET',
    path: '/api/Tournaments/LiveStream/:id',
    access: 'public',
    tag: 'tournaments',
    errors: [404],
  }),
  /** What a display link opens (its screen and the board), without an account; 404 once revoked. */
  GetDisplay: endpoint<DisplayReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetDisplay/:token',
    access: 'public',
    tag: 'tournaments',
    errors: [404],
  }),
  /** A display link's live feed, as LiveStream; a `revoked` message, and the stream ends, when it is revoked. */
  DisplayStream: endpoint<LiveStreamReply>()({
    method: 'GET',
    path: '/api/Tournaments/DisplayStream/:token',
    access: 'public',
    tag: 'tournaments',
    errors: [404],
  }),
  /** A tournament's display links, revoked ones included; by event id. */
  ListDisplays: endpoint<DisplaysReply>()({
    method: 'GET',
    path: '/api/Tournaments/ListDisplays/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** A new display link (a tatami's scoreboard or the call-up screen); by event id. */
  CreateDisplay: endpoint<DisplaysReply, CreateDisplayRequest>()({
    method: 'POST',
    path: '/api/Tournaments/CreateDisplay/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404],
  }),
  /** Ends a display link: its screens say so at once, and it opens nothing again; by event id. */
  RevokeDisplay: endpoint<DisplaysReply, RevokeDisplayRequest>()({
    method: 'POST',
    path: '/api/Tournaments/RevokeDisplay/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404],
  }),
  /** A tatami's console: its lease and the board; by event id, the tatami in the query. */
  GetConsole: endpoint<ConsoleReply, undefined, ConsoleQuery>()({
    method: 'GET',
    path: '/api/Tournaments/GetConsole/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** Claims a tatami for this console, or takes it from another (`take`); by event id (decision 061). */
  ClaimTatami: endpoint<ConsoleReply, ClaimTatamiRequest>()({
    method: 'POST',
    path: '/api/Tournaments/ClaimTatami/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** The academy's table officials and each one's tatami in this tournament; by event id. */
  GetTatamiOfficials: endpoint<TatamiOfficialsReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetTatamiOfficials/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** Gives table officials their tatami for the tournament's day; by event id. */
  SetTatamiOfficials: endpoint<TatamiOfficialsReply, SetTatamiOfficialsRequest>()({
    method: 'POST',
    path: '/api/Tournaments/SetTatamiOfficials/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404],
  }),
  /** A tournament's public results by its event's id: published categories' places and the medal table. */
  GetTournamentResults: endpoint<TournamentResultsReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetTournamentResults/:id',
    access: 'public',
    tag: 'tournaments',
    etag: true,
    errors: [404],
  }),
  /** What a visitor needs to enter athletes: the tournament's day, fee, rules and open categories; by event id. */
  GetTournamentCategories: endpoint<TournamentCategoriesReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetTournamentCategories/:id',
    access: 'public',
    tag: 'tournaments',
    errors: [404],
  }),
  /** A parent's children or a coach's team entered, one booking per athlete and one payment; by event id. */
  EnterTournament: endpoint<EnterTournamentReply, EnterTournamentRequest>()({
    method: 'POST',
    path: '/api/Tournaments/EnterTournament/:id',
    access: 'optional',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409, 429],
  }),
  /** An athlete's entries at the door, by the id of the booking their ticket names. */
  GetAthleteEntries: endpoint<AthleteEntriesReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetAthleteEntries/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404],
  }),
  /** The weight taken at the door: checks the athlete in, and moves or withdraws what it puts off weight; by booking. */
  WeighIn: endpoint<AthleteEntriesReply, WeighInRequest>()({
    method: 'POST',
    path: '/api/Tournaments/WeighIn/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** Every entry of a category not checked in is withdrawn before its draw (the absentees); by the category's id. */
  WithdrawAbsentees: endpoint<TournamentReply>()({
    method: 'POST',
    path: '/api/Tournaments/WithdrawAbsentees/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404, 409],
  }),
  /** An entry marked present, absent or back to entered at the table, before its category's draw; by the entry's id. */
  SetEntryState: endpoint<TournamentReply, SetEntryStateRequest>()({
    method: 'POST',
    path: '/api/Tournaments/SetEntryState/:id',
    access: 'admin',
    tag: 'tournaments',
    body: 'json',
    errors: [404, 409],
  }),
  /** A profile's competition record, newest tournament first: the family's own profiles, or any for the desk. */
  GetCompetitionRecord: endpoint<CompetitionRecordReply>()({
    method: 'GET',
    path: '/api/Tournaments/GetCompetitionRecord/:id',
    access: 'user',
    tag: 'tournaments',
    errors: [404],
  }),
  /**
   * What an entry's competition certificate shows, by the entry's id: issued (numbered) on the first request once the
   * category's places are final, the same one after. The family of the entry's profile, or the desk.
   */
  IssueCompetitionCertificate: endpoint<CompetitionCertificateReply>()({
    method: 'POST',
    path: '/api/Tournaments/IssueCompetitionCertificate/:id',
    access: 'user',
    tag: 'tournaments',
    errors: [404, 409],
  }),
  /** Every certificate of a finished category, issued where not yet, for the organiser to print; by category id. */
  IssueCategoryCertificates: endpoint<CategoryCertificatesReply>()({
    method: 'POST',
    path: '/api/Tournaments/IssueCategoryCertificates/:id',
    access: 'admin',
    tag: 'tournaments',
    errors: [404, 409],
  }),
} as const;
