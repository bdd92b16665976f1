import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

import type { CompanyStatus } from '@ats/domain/identity/identity-rows';

export type { CompanyStatus };

@Entity({ name: 'companies' })
export class CompanyEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'career_name', nullable: true }) careerName!: string | null;
  /** The company's e-mail domain: sign-in and "join as an employee" match users by it. */
  @Column('text', { nullable: true }) domain!: string | null;
  @Column('text', { name: 'other_email_domains', array: true, default: '{}' }) otherEmailDomains!: string[];
  @Column('text', { default: 'TEAMS' }) plan!: string;
  @Column('text', { default: 'TRIAL' }) status!: CompanyStatus;
  @Column('text', { default: 'en' }) language!: string;
  @Column('text', { name: 'partner_name', nullable: true }) partnerName!: string | null;
  @Column('boolean', { name: 'is_self_onboarding_completed', default: true }) isSelfOnboardingCompleted!: boolean;
  /** Company-level permissions: what the plan allows (spec 01 §6.3). */
  @Column('text', { name: 'permission_v2', array: true, default: '{}' }) permissionV2!: string[];
  @Column('jsonb', { name: 'onboarding_responses', nullable: true }) onboardingResponses!: Record<string, unknown> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
