import { idParamSchema } from '../shared/common.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';
import type { TOURNAMENTS_ENDPOINTS } from './endpoints.ts';
import {
  addEntriesSchema,
  mergeCategoriesSchema,
  moveEntrySchema,
  ruleProfilesReplySchema,
  setUpTournamentSchema,
  splitCategorySchema,
  tournamentReplySchema,
} from './tournaments.ts';

/** The schemas of the endpoints of tournaments: their rows of ENDPOINT_SCHEMAS. */
export const TOURNAMENTS_ENDPOINT_SCHEMAS = {
  GetRuleProfiles: { reply: ruleProfilesReplySchema },
  GetTournament: { params: idParamSchema, reply: tournamentReplySchema },
  SetUpTournament: { params: idParamSchema, body: setUpTournamentSchema, reply: tournamentReplySchema },
  AddEntries: { params: idParamSchema, body: addEntriesSchema, reply: tournamentReplySchema },
  MoveEntry: { params: idParamSchema, body: moveEntrySchema, reply: tournamentReplySchema },
  MergeCategories: { params: idParamSchema, body: mergeCategoriesSchema, reply: tournamentReplySchema },
  SplitCategory: { params: idParamSchema, body: splitCategorySchema, reply: tournamentReplySchema },
} as const satisfies PartSchemas<typeof TOURNAMENTS_ENDPOINTS>;
