import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

import type { CollaboratorPermission } from '@ats/domain/identity';
import type { UserStatus } from '@ats/domain/identity/identity-rows';

export type { CollaboratorPermission, UserStatus };
export { userAuditView } from '@ats/domain/identity/identity-rows';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid') id!: string;
  /** Null while a self-serve sign-up has no company yet. */
  @Index() @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Index({ unique: true }) @Column('text') email!: string;
  @Column('text', { array: true }) roles!: string[];
  @Column('text', { name: 'permission_v1', array: true, default: '{}' }) permissionV1!: string[];
  @Column('jsonb', { name: 'collaborator_permissions', default: '[]' }) collaboratorPermissions!: CollaboratorPermission[];
  @Column('text', { default: 'ACTIVE' }) status!: UserStatus;
  @Column('text', { nullable: true }) phone!: string | null;
  /** Their own IANA time zone (spec 03 "Profile"); null: the product's default (identity's userTimeZone). */
  @Column('text', { name: 'time_zone', nullable: true }) timeZone!: string | null;
  /** Their own plain-text e-mail signature (spec 03 "Profile"); null: none. */
  @Column('text', { name: 'email_signature', nullable: true }) emailSignature!: string | null;
  @Column('timestamptz', { name: 'invited_at', nullable: true }) invitedAt!: Date | null;
  @Column('timestamptz', { name: 'last_active_at', nullable: true }) lastActiveAt!: Date | null;
  @Column('timestamptz', { name: 'deleted_at', nullable: true }) deletedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

export const userDisplayName = (user: Pick<UserEntity, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** How lists name a member: deleted ones as '{name} (Deleted User)' (spec 01 §3.14). */
export const memberDisplayName = (user: Pick<UserEntity, 'firstName' | 'lastName' | 'deletedAt'>): string =>
  user.deletedAt ? `${userDisplayName(user)} (Deleted User)` : userDisplayName(user);
