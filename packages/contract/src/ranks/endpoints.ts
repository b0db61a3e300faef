// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type {
  GradingFields,
  GradingReply,
  GradingsReply,
  InviteCandidatesRequest,
  RecordResultsRequest,
} from './gradings.ts';
import type {
  CertificateReply,
  FighterRanksReply,
  PromotionReply,
  RankClaimsReply,
  RanksReply,
  RecordPromotionRequest,
  SaveRanksRequest,
  VerifyCertificateReply,
} from './ranks.ts';

/**
 * The endpoints of ranks, certificates and gradings: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId
 * (decision 013).
 */
export const RANKS_ENDPOINTS = {
  GetRanks: endpoint<RanksReply>()({
    method: 'GET',
    path: '/api/Ranks/GetRanks',
    // The owner's token gets the names as typed with their translations, for the ranks editor (decision 048).
    access: 'optional',
    tag: 'ranks',
    etag: true,
  }),
  SaveRanks: endpoint<RanksReply, SaveRanksRequest>()({
    method: 'PUT',
    path: '/api/Ranks/SaveRanks',
    access: 'admin',
    body: 'json',
    tag: 'ranks',
    errors: [409],
  }),
  GetRankClaims: endpoint<RankClaimsReply>()({
    method: 'GET',
    path: '/api/Ranks/GetRankClaims',
    access: 'admin',
    tag: 'ranks',
  }),
  GetFighterRanks: endpoint<FighterRanksReply>()({
    method: 'GET',
    path: '/api/Ranks/GetFighterRanks/:id',
    access: 'user',
    tag: 'ranks',
    errors: [404],
  }),
  RecordPromotion: endpoint<PromotionReply, RecordPromotionRequest>()({
    method: 'POST',
    path: '/api/Ranks/RecordPromotion',
    access: 'admin',
    body: 'json',
    tag: 'ranks',
    okStatus: 201,
    errors: [404, 409],
  }),
  GetCertificate: endpoint<CertificateReply>()({
    method: 'GET',
    path: '/api/Ranks/GetCertificate/:id',
    access: 'user',
    tag: 'ranks',
    errors: [404],
  }),
  VerifyCertificate: endpoint<VerifyCertificateReply>()({
    method: 'GET',
    path: '/api/Ranks/VerifyCertificate/:number',
    access: 'public',
    tag: 'ranks',
    errors: [404, 429],
  }),
  GetGradings: endpoint<GradingsReply>()({
    method: 'GET',
    path: '/api/Gradings/GetGradings',
    access: 'admin',
    tag: 'gradings',
  }),
  GetGrading: endpoint<GradingReply>()({
    method: 'GET',
    path: '/api/Gradings/GetGrading/:id',
    access: 'admin',
    tag: 'gradings',
    errors: [404],
  }),
  CreateGrading: endpoint<GradingReply, GradingFields>()({
    method: 'POST',
    path: '/api/Gradings/CreateGrading',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    okStatus: 201,
    errors: [404],
  }),
  UpdateGrading: endpoint<GradingReply, GradingFields>()({
    method: 'POST',
    path: '/api/Gradings/UpdateGrading/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  InviteCandidates: endpoint<GradingReply, InviteCandidatesRequest>()({
    method: 'POST',
    path: '/api/Gradings/InviteCandidates/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  RecordGradingResults: endpoint<GradingReply, RecordResultsRequest>()({
    method: 'POST',
    path: '/api/Gradings/RecordGradingResults/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
  ProposeGradingResults: endpoint<GradingReply, RecordResultsRequest>()({
    method: 'POST',
    path: '/api/Gradings/ProposeGradingResults/:id',
    access: 'admin',
    body: 'json',
    tag: 'gradings',
    errors: [404, 409],
  }),
} as const;
