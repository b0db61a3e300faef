// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { UPLOAD_ERRORS, endpoint, type MultipartBody } from '../shared/endpoint.ts';
import type { ForgotPasswordRequest, LoginReply, LoginRequest, ResetPasswordRequest } from '../shared/auth.ts';
import type { Envelope } from '../shared/common.ts';
import type { EraseFighterRequest, FighterDataExportReply } from './data-rights.ts';
import type {
  AddChildReply,
  AddChildRequest,
  ConsentReply,
  ConsentTokenRequest,
  FamilyReply,
  FightersQuery,
  FightersReply,
} from './families.ts';
import type {
  CreateFighterReply,
  FighterImageReply,
  FighterReply,
  SetFighterLanguageRequest,
  SignUpRequest,
  UpdateFighterRequest,
} from './fighters.ts';

/**
 * The endpoints of fighters, families, their consents and their data, and a fighter's login: their rows of ENDPOINTS
 * (../endpoints.ts), keyed by operationId (decision 013).
 */
export const FAMILIES_ENDPOINTS = {
  FighterLogin: endpoint<LoginReply, LoginRequest>()({
    method: 'POST',
    path: '/api/Fighters/FighterLogin',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  CreateFighter: endpoint<CreateFighterReply, SignUpRequest>()({
    method: 'POST',
    path: '/api/Fighters/CreateFighter',
    access: 'public',
    body: 'json',
    tag: 'fighters',
    errors: [409, 429],
  }),
  FighterForgotPassword: endpoint<Envelope, ForgotPasswordRequest>()({
    method: 'POST',
    path: '/api/Fighters/FighterForgotPassword',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  FighterResetPassword: endpoint<Envelope, ResetPasswordRequest>()({
    method: 'POST',
    path: '/api/Fighters/FighterResetPassword',
    access: 'public',
    body: 'json',
    tag: 'auth',
    errors: [429],
  }),
  GetFighterDetailsById: endpoint<FighterReply>()({
    method: 'GET',
    path: '/api/Fighters/GetFighterDetailsById/:id',
    access: 'user',
    tag: 'fighters',
    errors: [404],
  }),
  UpdateFighterDetails: endpoint<FighterReply, UpdateFighterRequest>()({
    method: 'PUT',
    path: '/api/Fighters/UpdateFighterDetails/:id',
    access: 'user',
    body: 'json',
    tag: 'fighters',
    errors: [404, 409],
  }),
  UpdateFighterProfileImage: endpoint<FighterImageReply, MultipartBody>()({
    method: 'PUT',
    path: '/api/Fighters/UpdateFighterProfileImage/:id',
    access: 'user',
    body: 'multipart',
    tag: 'fighters',
    errors: [404, ...UPLOAD_ERRORS],
  }),
  SetFighterLanguage: endpoint<Envelope, SetFighterLanguageRequest>()({
    method: 'PUT',
    path: '/api/Fighters/SetFighterLanguage/:id',
    access: 'user',
    body: 'json',
    tag: 'fighters',
    errors: [404],
  }),
  GetFighterProfileImage: endpoint<FighterImageReply>()({
    method: 'GET',
    path: '/api/Fighters/GetFighterProfileImage/:id',
    access: 'user',
    tag: 'fighters',
    errors: [404],
  }),
  GetAllFighters: endpoint<FightersReply, undefined, FightersQuery>()({
    method: 'GET',
    path: '/api/Fighters/GetAllFighters',
    access: 'admin',
    tag: 'fighters',
  }),
  ExportFighterData: endpoint<FighterDataExportReply>()({
    method: 'GET',
    path: '/api/Fighters/ExportFighterData/:id',
    access: 'user',
    tag: 'fighters',
    errors: [404],
  }),
  EraseFighter: endpoint<Envelope, EraseFighterRequest>()({
    method: 'POST',
    path: '/api/Fighters/EraseFighter/:id',
    access: 'user',
    body: 'json',
    tag: 'fighters',
    errors: [404],
  }),
  GetFamily: endpoint<FamilyReply>()({
    method: 'GET',
    path: '/api/Families/GetFamily',
    access: 'user',
    tag: 'families',
  }),
  AddChild: endpoint<AddChildReply, AddChildRequest>()({
    method: 'POST',
    path: '/api/Families/AddChild',
    access: 'user',
    body: 'json',
    tag: 'families',
    okStatus: 201,
    errors: [429],
  }),
  RequestChildConsent: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Families/RequestChildConsent/:id',
    access: 'user',
    tag: 'families',
    errors: [404, 409, 429],
  }),
  WithdrawChildConsent: endpoint<Envelope>()({
    method: 'POST',
    path: '/api/Families/WithdrawChildConsent/:id',
    access: 'user',
    tag: 'families',
    errors: [404, 409],
  }),
  GetConsent: endpoint<ConsentReply, ConsentTokenRequest>()({
    method: 'POST',
    path: '/api/Consents/GetConsent',
    access: 'public',
    body: 'json',
    tag: 'consents',
    errors: [404, 429],
  }),
  ConfirmConsent: endpoint<ConsentReply, ConsentTokenRequest>()({
    method: 'POST',
    path: '/api/Consents/ConfirmConsent',
    access: 'public',
    body: 'json',
    tag: 'consents',
    errors: [404, 409, 429],
  }),
  WithdrawConsent: endpoint<ConsentReply, ConsentTokenRequest>()({
    method: 'POST',
    path: '/api/Consents/WithdrawConsent',
    access: 'public',
    body: 'json',
    tag: 'consents',
    errors: [404, 409, 429],
  }),
} as const;
