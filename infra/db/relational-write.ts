import { randomUUID } from 'node:crypto';
import { QueryFailedError, type DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { BrandingTables } from '@ats/domain/branding/branding-policies';
import type { AgencyTables } from '@ats/domain/company-settings/agency-policies';
import type { CompanySettingsTables } from '@ats/domain/company-settings/company-settings-rows';
import type { CustomFieldTables } from '@ats/domain/company-settings/custom-field-policies';
import type { FeedbackTemplatesTables } from '@ats/domain/feedback-templates/feedback-template-policies';
import type { EmailTemplatesTables } from '@ats/domain/email-templates/email-template-policies';
import type { IdentityTables } from '@ats/domain/identity/identity-rows';
import type { InterviewBookingTables } from '@ats/domain/interview-availability/booking-policies';
import type { InterviewAccessTables } from '@ats/domain/interviews/interviewer-collaborators';
import type { JobsTables } from '@ats/domain/jobs/ai-headhunting-waitlist';
import type { OfferTemplatesTables } from '@ats/domain/offer-templates/offer-template-policies';
import type { NotificationPreferencesTables } from '@ats/domain/notification-preferences/notification-preferences';
import type { RelationalDecision, WriteContext } from '@ats/domain/shared/relational-decision';
import { enqueueMailIntent, type MailIntent, type MailSettings } from '../mail/mail-intents';
import { NO_COMPANY_AUDIT_ID, recordAudit } from './audited';
import { AgencyEntity } from './entities/agency.entity';
import { AiHeadhuntingWaitlistEntity } from './entities/ai-headhunting-waitlist.entity';
import { ArchivalReasonEntity } from './entities/archival-reason.entity';
import { DepartmentEntity, LocationEntity, PipelineTemplateEntity } from './entities/company-settings.entity';
import { CareerPageEntity, CompanyBrandingEntity } from './entities/company-branding.entity';
import { CompanyEntity } from './entities/company.entity';
import { CustomFieldEntity, CustomFieldValueEntity } from './entities/custom-field.entity';
import { EmailTemplateAttachmentEntity, EmailTemplateEntity } from './entities/email-template.entity';
import { InterviewAvailabilityEntity, InterviewBookingLinkEntity } from './entities/interview-booking.entity';
import { InterviewAccessGrantEntity } from './entities/interview-access-grant.entity';
import { OfferLetterTemplateEntity } from './entities/offer-letter-template.entity';
import { FeedbackTemplateEntity } from './entities/feedback-template.entity';
import { NotificationPreferencesEntity } from './entities/notification-preferences.entity';
import { UserEntity } from './entities/user.entity';

/**
 * The one write path for relational configuration (docs/adr/0009): in one transaction, load the rows a pure
 * policy decides on, ask the policy, write the rows it decided, their audit entries and its mail.
 */

/** Every table a relational policy may write (table name → row); each context's tables join here. */
export type RelationalTables = IdentityTables &
  CompanySettingsTables &
  JobsTables &
  EmailTemplatesTables &
  CustomFieldTables &
  NotificationPreferencesTables &
  BrandingTables &
  OfferTemplatesTables &
  FeedbackTemplatesTables &
  InterviewBookingTables &
  InterviewAccessTables &
  AgencyTables;

/** The entity of each table, so a decision names tables as plain data. */
const ENTITIES = {
  users: UserEntity,
  companies: CompanyEntity,
  locations: LocationEntity,
  departments: DepartmentEntity,
  pipeline_templates: PipelineTemplateEntity,
  archival_reasons: ArchivalReasonEntity,
  ai_headhunting_waitlist: AiHeadhuntingWaitlistEntity,
  custom_fields: CustomFieldEntity,
  custom_field_values: CustomFieldValueEntity,
  email_templates: EmailTemplateEntity,
  email_template_attachments: EmailTemplateAttachmentEntity,
  notification_preferences: NotificationPreferencesEntity,
  company_brandings: CompanyBrandingEntity,
  career_pages: CareerPageEntity,
  offer_letter_templates: OfferLetterTemplateEntity,
  feedback_templates: FeedbackTemplateEntity,
  interview_availabilities: InterviewAvailabilityEntity,
  interview_booking_links: InterviewBookingLinkEntity,
  interview_access_grants: InterviewAccessGrantEntity,
  agencies: AgencyEntity,
} satisfies Record<
  keyof RelationalTables,
  EntityTarget<ObjectLiteral>
>;

export type Decision<Result> = RelationalDecision<RelationalTables, MailIntent, Result>;

export type RelationalWrite<Existing, Result> = {
  /** Reads what the policy decides on, in the transaction; locks the rows it may change. */
  load: (manager: EntityManager) => Promise<Existing>;
  /** The pure policy. */
  decide: (existing: Existing, context: WriteContext) => Decision<Result>;
};

/** Writes a decision with `manager`: its rows in order, then its audit entries, then its mail. */
export const commitDecision = async (
  manager: EntityManager,
  decision: Decision<unknown>,
  mail: MailSettings,
): Promise<void> => {
  for (const write of decision.writes) {
    const rows = manager.getRepository<ObjectLiteral>(ENTITIES[write.table]);
    if ('insert' in write) await rows.insert(write.insert);
    else if ('delete' in write) await rows.delete({ id: write.delete });
    else await rows.update({ id: write.update }, write.set);
  }
  for (const entry of decision.audit)
    await recordAudit(manager, { ...entry, companyId: entry.companyId ?? NO_COMPANY_AUDIT_ID });
  for (const intent of decision.mail) await enqueueMailIntent(manager, intent, mail);
};

export class RelationalWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailSettings,
  ) {}

  /**
   * Load, decide and commit in one transaction; answers the decision's result, or what `afterwards` answers:
   * infra work in the same transaction that needs the written rows (a session carrying the new company,
   * revoked refresh tokens).
   */
  run<Existing, Result, Answer = Result>(
    write: RelationalWrite<Existing, Result> & {
      afterwards?: (manager: EntityManager, result: Result) => Promise<Answer>;
    },
  ): Promise<Answer> {
    return this.dataSource.transaction(async (manager) => {
      const decision = write.decide(await write.load(manager), { now: new Date(), newId: randomUUID });
      await commitDecision(manager, decision, this.mail);
      // Without `afterwards`, Answer is Result.
      return write.afterwards ? write.afterwards(manager, decision.result) : (decision.result as unknown as Answer);
    });
  }
}

/**
 * For a `.catch` after a write a unique index guards: a concurrent writer that won the race answers
 * `refusal()` instead of a database error.
 */
export const refuseOnUniqueViolation =
  (refusal: () => Error) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  };

/** A write a unique index refused: a concurrent writer inserted the same row first. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === '23505';
