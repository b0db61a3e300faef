import { idParamSchema } from '../shared/common.ts';
import {
  adminBatchesReplySchema,
  attendanceReplySchema,
  batchFieldsSchema,
  batchReplySchema,
  batchRosterReplySchema,
  checkInReplySchema,
  checkInRequestSchema,
  classDayQuerySchema,
  classDayReplySchema,
  classesReplySchema,
  closeClassDayReplySchema,
  closeClassDayRequestSchema,
  decideEnrolmentRequestSchema,
  enrolmentReplySchema,
  enrolmentRequestSchema,
  familyEnrolmentsReplySchema,
  fighterClassesReplySchema,
  markAttendanceRequestSchema,
  reopenClassDayRequestSchema,
  setBatchStatusRequestSchema,
} from './classes.ts';
import { attendanceRegisterReplySchema, registerQuerySchema } from './register.ts';
import type { CLASSES_ENDPOINTS } from './endpoints.ts';
import type { PartSchemas } from '../shared/endpoint-schema-types.ts';

/**
 * The schemas of the endpoints of batches, their class days, enrolments and attendance: their rows of ENDPOINT_SCHEMAS.
 */
export const CLASSES_ENDPOINT_SCHEMAS = {
  GetClasses: { reply: classesReplySchema },
  GetClass: { params: idParamSchema, reply: batchReplySchema },
  GetAllBatches: { reply: adminBatchesReplySchema },
  CreateBatch: { body: batchFieldsSchema, reply: batchReplySchema },
  UpdateBatch: { params: idParamSchema, body: batchFieldsSchema, reply: batchReplySchema },
  SetBatchStatus: { params: idParamSchema, body: setBatchStatusRequestSchema, reply: batchReplySchema },
  CloseClassDay: { body: closeClassDayRequestSchema, reply: closeClassDayReplySchema },
  ReopenClassDay: { body: reopenClassDayRequestSchema, reply: batchReplySchema },
  RequestEnrolment: { body: enrolmentRequestSchema, reply: enrolmentReplySchema },
  LeaveBatch: { params: idParamSchema, reply: enrolmentReplySchema },
  DecideEnrolment: { params: idParamSchema, body: decideEnrolmentRequestSchema, reply: enrolmentReplySchema },
  GetBatchRoster: { params: idParamSchema, reply: batchRosterReplySchema },
  GetFighterClasses: { params: idParamSchema, reply: fighterClassesReplySchema },
  GetFamilyEnrolments: { reply: familyEnrolmentsReplySchema },
  GetClassDay: { params: idParamSchema, querystring: classDayQuerySchema, reply: classDayReplySchema },
  MarkAttendance: { body: markAttendanceRequestSchema, reply: attendanceReplySchema },
  CheckIn: { body: checkInRequestSchema, reply: checkInReplySchema },
  GetAttendanceRegister: {
    params: idParamSchema,
    querystring: registerQuerySchema,
    reply: attendanceRegisterReplySchema,
  },
} as const satisfies PartSchemas<typeof CLASSES_ENDPOINTS>;
