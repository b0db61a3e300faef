// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type {
  AddEntriesRequest,
  MergeCategoriesRequest,
  MoveEntryRequest,
  RuleProfilesReply,
  SetUpTournamentRequest,
  SplitCategoryRequest,
  TournamentReply,
} from './tournaments.ts';

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
} as const;
