// Zod-free: types only, and the zod-free endpoint helper (the one table, ../endpoints.ts, says why).
import { endpoint } from '../shared/endpoint.ts';
import type { Envelope } from '../shared/common.ts';
import type { LeadInviteRequest } from './lead-invite.ts';
import type {
  BookTrialRequest,
  ConvertLeadReply,
  ConvertLeadRequest,
  LeadInviteReply,
  LeadReply,
  LeadsQuery,
  LeadsReply,
  UpdateLeadRequest,
} from './leads.ts';

/**
 * The endpoints of trial leads and their sign-up links: their rows of ENDPOINTS (../endpoints.ts), keyed by operationId
 * (decision 013).
 */
export const LEADS_ENDPOINTS = {
  BookTrial: endpoint<Envelope, BookTrialRequest>()({
    method: 'POST',
    path: '/api/Leads/BookTrial',
    access: 'public',
    body: 'json',
    tag: 'leads',
    okStatus: 201,
    errors: [404, 429],
  }),
  GetLeadInvite: endpoint<LeadInviteReply, LeadInviteRequest>()({
    method: 'POST',
    path: '/api/Leads/GetLeadInvite',
    access: 'public',
    body: 'json',
    tag: 'leads',
    errors: [404, 429],
  }),
  GetLeads: endpoint<LeadsReply, undefined, LeadsQuery>()({
    method: 'GET',
    path: '/api/Leads/GetLeads',
    access: 'admin',
    tag: 'leads',
  }),
  UpdateLead: endpoint<LeadReply, UpdateLeadRequest>()({
    method: 'POST',
    path: '/api/Leads/UpdateLead/:id',
    access: 'admin',
    body: 'json',
    tag: 'leads',
    errors: [404, 409],
  }),
  ConvertLead: endpoint<ConvertLeadReply, ConvertLeadRequest>()({
    method: 'POST',
    path: '/api/Leads/ConvertLead/:id',
    access: 'admin',
    body: 'json',
    tag: 'leads',
    errors: [404, 409],
  }),
} as const;
