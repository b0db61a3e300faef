import { idParamSchema } from '../shared/common.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';
import type { TOURNAMENTS_ENDPOINTS } from './endpoints.ts';
import {
  addEntriesSchema,
  categoryReplySchema,
  drawCategoryRequestSchema,
  recordKataScoreSchema,
  recordResultSchema,
  mergeCategoriesSchema,
  moveEntrySchema,
  ruleProfilesReplySchema,
  seedProposalReplySchema,
  setUpTournamentSchema,
  splitCategorySchema,
  tournamentReplySchema,
  tournamentResultsReplySchema,
} from './tournaments.ts';
import { setTatamisSchema, tatamisReplySchema } from './tatamis.ts';
import { appendBoutEventsSchema, boutLogQuerySchema, boutLogReplySchema } from './kumite-bout.ts';
import { categoryCertificatesReplySchema, competitionCertificateReplySchema } from './certificates.ts';
import {
  athleteEntriesReplySchema,
  competitionRecordReplySchema,
  enterTournamentReplySchema,
  enterTournamentSchema,
  setEntryStateSchema,
  tournamentCategoriesReplySchema,
  weighInSchema,
} from './entering.ts';

/** The schemas of the endpoints of tournaments: their rows of ENDPOINT_SCHEMAS. */
export const TOURNAMENTS_ENDPOINT_SCHEMAS = {
  GetRuleProfiles: { reply: ruleProfilesReplySchema },
  GetTournament: { params: idParamSchema, reply: tournamentReplySchema },
  SetUpTournament: { params: idParamSchema, body: setUpTournamentSchema, reply: tournamentReplySchema },
  AddEntries: { params: idParamSchema, body: addEntriesSchema, reply: tournamentReplySchema },
  MoveEntry: { params: idParamSchema, body: moveEntrySchema, reply: tournamentReplySchema },
  MergeCategories: { params: idParamSchema, body: mergeCategoriesSchema, reply: tournamentReplySchema },
  SplitCategory: { params: idParamSchema, body: splitCategorySchema, reply: tournamentReplySchema },
  GetCategory: { params: idParamSchema, reply: categoryReplySchema },
  DrawCategory: { params: idParamSchema, body: drawCategoryRequestSchema, reply: categoryReplySchema },
  ProposeSeeds: { params: idParamSchema, reply: seedProposalReplySchema },
  PublishDraw: { params: idParamSchema, reply: categoryReplySchema },
  RecordResult: { params: idParamSchema, body: recordResultSchema, reply: categoryReplySchema },
  RecordKataScore: { params: idParamSchema, body: recordKataScoreSchema, reply: categoryReplySchema },
  GetTatamis: { params: idParamSchema, reply: tatamisReplySchema },
  SetTatamis: { params: idParamSchema, body: setTatamisSchema, reply: tatamisReplySchema },
  AppendBoutEvents: { params: idParamSchema, body: appendBoutEventsSchema, reply: boutLogReplySchema },
  GetBoutLog: { params: idParamSchema, querystring: boutLogQuerySchema, reply: boutLogReplySchema },
  GetTournamentResults: { params: idParamSchema, reply: tournamentResultsReplySchema },
  GetTournamentCategories: { params: idParamSchema, reply: tournamentCategoriesReplySchema },
  EnterTournament: { params: idParamSchema, body: enterTournamentSchema, reply: enterTournamentReplySchema },
  GetAthleteEntries: { params: idParamSchema, reply: athleteEntriesReplySchema },
  WeighIn: { params: idParamSchema, body: weighInSchema, reply: athleteEntriesReplySchema },
  WithdrawAbsentees: { params: idParamSchema, reply: tournamentReplySchema },
  SetEntryState: { params: idParamSchema, body: setEntryStateSchema, reply: tournamentReplySchema },
  GetCompetitionRecord: { params: idParamSchema, reply: competitionRecordReplySchema },
  IssueCompetitionCertificate: { params: idParamSchema, reply: competitionCertificateReplySchema },
  IssueCategoryCertificates: { params: idParamSchema, reply: categoryCertificatesReplySchema },
} as const satisfies PartSchemas<typeof TOURNAMENTS_ENDPOINTS>;
