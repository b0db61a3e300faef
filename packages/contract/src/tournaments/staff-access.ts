// Zod-free, like ../staff-access.ts, which assembles the one table from each feature's rows.
import type { TOURNAMENTS_ENDPOINTS } from './endpoints.ts';
import { DESK, NONE_NEEDED, OWNER, TABLE, type StaffRule } from '../staff/staff-grants.ts';

/** Which staff role may use each endpoint of tournaments: their rows of STAFF_ACCESS (decision 039). */
export const TOURNAMENTS_STAFF_ACCESS = {
  // The rules, the categories and their changes are the organiser's (the owner's).
  GetRuleProfiles: OWNER,
  SetUpTournament: OWNER,
  MoveEntry: OWNER,
  MergeCategories: OWNER,
  SplitCategory: OWNER,
  DrawCategory: OWNER,
  ProposeSeeds: OWNER,
  PublishDraw: OWNER,
  // Which categories each tatami fights, and in what order, is the organiser's; the desk reads the queues.
  SetTatamis: OWNER,
  GetTatamis: DESK,
  // The desk sees the entries and takes them at the table, as it does bookings.
  GetTournament: DESK,
  AddEntries: DESK,
  GetCategory: DESK,
  // Results are entered at the table by the desk until table officials have their own role (issue 35).
  RecordResult: DESK,
  RecordKataScore: DESK,
  // The table's scoring console: the desk's, and a table official's on their own tatami (decisions 058 and 061).
  AppendBoutEvents: TABLE,
  GetBoutLog: TABLE,
  // The live board and its screens are public; the links that open a screen without an account are the
  // organiser's, and the desk may hand one out (a TV set up by whoever is at the table).
  GetLiveBoard: NONE_NEEDED,
  GetLiveAthletes: NONE_NEEDED,
  LiveStream: NONE_NEEDED,
  GetDisplay: NONE_NEEDED,
  DisplayStream: NONE_NEEDED,
  ListDisplays: DESK,
  CreateDisplay: DESK,
  RevokeDisplay: OWNER,
  // A tatami's console and its lease: the desk any tatami's, a table official their own (decision 061).
  GetConsole: TABLE,
  ClaimTatami: TABLE,
  GetTatamiOfficials: OWNER,
  SetTatamiOfficials: OWNER,
  // The door checks athletes in and weighs them, and takes off who did not come, as it lets ticket holders in.
  GetAthleteEntries: DESK,
  WeighIn: DESK,
  WithdrawAbsentees: DESK,
  SetEntryState: DESK,
  // A fighter's record, as the desk sees their ranks.
  GetCompetitionRecord: DESK,
  // Certificates: a family's own through the profile, and at the desk for the athletes of visiting clubs.
  IssueCompetitionCertificate: DESK,
  IssueCategoryCertificates: DESK,
  // Anyone's: the results page is public, and anyone may enter athletes.
  GetTournamentResults: NONE_NEEDED,
  GetTournamentCategories: NONE_NEEDED,
  EnterTournament: NONE_NEEDED,
} as const satisfies Record<keyof typeof TOURNAMENTS_ENDPOINTS, StaffRule>;
