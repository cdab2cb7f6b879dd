import { z } from 'zod';
import { adminAccountNumberSchema } from '../admin/account-numbers.js';
import { companySettingsSchema } from '../admin/company.js';
import { groupMemberSchema, groupPageSchema, groupPrivilegeSchema, userGroupSchema } from '../admin/groups.js';
import { adminUserSchema, adminUserStatusSchema, userPageSchema } from '../admin/users-admin.js';
import { reportAuditActionSchema, reportHistoryRowSchema, userActivityKindSchema, userActivityRowSchema } from '../audit/audit.js';
import { mfaChallengeSchema } from '../auth/mfa.js';
import { tokenSetSchema } from '../auth/tokens.js';
import { batchTemplateSchema } from '../batches/batch-templates.js';
import { batchPageSchema, batchRowSchema, batchSchema } from '../batches/batches.js';
import { customerStatusSchema, messageStatusSchema } from '../common/enums.js';
import { ofacCaseSchema } from '../compliance/ofac-cases.js';
import { eftsUploadSchema } from '../efts/efts.js';
import { reasonCodeSchema } from '../letters/reason-codes.js';
import { eletterSchema } from '../letters/letter-templates.js';
import { letterSettingsSchema } from '../letters/letters.js';
import { productConfigurationDetailSchema } from '../product-configurations/product-configurations.js';
import { consumerProductSchema, creditReportSchema } from '../reports/credit-report.js';
import { productKeySchema } from '../reports/products/registry.js';
import { inquiryListItemSchema, inquiryPageSchema } from '../reports/reports.endpoints.js';
import { telecheckListItemSchema, telecheckListPageSchema } from '../telecheck/collections-negatives.js';
import { userProfileShell } from '../shell/session.js';
import { userProfileSchema } from '../users/users.js';

/**
 * The names the OpenAPI document gives the contracts' main shapes and enumerations: each becomes a
 * component schema (#/components/schemas/<name>) that every operation using it refers to, so a client
 * generated from the document gets real type names. Registered on the schemas themselves (zod's global
 * registry), in this one place; ErrorBody and JsonMessageErrorBody name themselves (error-body.ts).
 */
const NAMED_SCHEMAS: Record<string, z.core.$ZodType> = {
  User: adminUserSchema,
  UserPage: userPageSchema,
  UserProfile: userProfileSchema,
  Group: userGroupSchema,
  GroupMember: groupMemberSchema,
  GroupPage: groupPageSchema,
  AccountNumber: adminAccountNumberSchema,
  CompanySettings: companySettingsSchema,
  ProductConfiguration: productConfigurationDetailSchema,
  CreditReport: creditReportSchema,
  Inquiry: inquiryListItemSchema,
  InquiryPage: inquiryPageSchema,
  Batch: batchSchema,
  BatchRow: batchRowSchema,
  BatchPage: batchPageSchema,
  BatchTemplate: batchTemplateSchema,
  LetterTemplate: eletterSchema,
  LetterSettings: letterSettingsSchema,
  ReasonCode: reasonCodeSchema,
  FileUpload: eftsUploadSchema,
  OfacCase: ofacCaseSchema,
  TelecheckListItem: telecheckListItemSchema,
  TelecheckListPage: telecheckListPageSchema,
  ReportHistoryRow: reportHistoryRowSchema,
  UserActivityRow: userActivityRowSchema,
  TokenSet: tokenSetSchema,
  MfaChallenge: mfaChallengeSchema,
  // enumerations
  // the profile's own field (the shell tier declares the profile in zod/mini: issue 30)
  UserStatus: userProfileShell.shape.status,
  AdminUserStatus: adminUserStatusSchema,
  CustomerStatus: customerStatusSchema,
  MessageStatus: messageStatusSchema,
  GroupPrivilege: groupPrivilegeSchema,
  ProductKey: productKeySchema,
  ConsumerProduct: consumerProductSchema,
  ReportAuditAction: reportAuditActionSchema,
  UserActivityKind: userActivityKindSchema,
};

for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

export const SCHEMA_NAMES = Object.keys(NAMED_SCHEMAS);
