import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

import type { CollaboratorPermission } from '../../../domain/identity';

export type { CollaboratorPermission };

/** INVITE_SENT and NOT_INVITED until the member first signs in (spec 03 "Team member invitation"). */
export type UserStatus = 'ACTIVE' | 'INVITE_SENT' | 'NOT_INVITED' | 'PENDING_VERIFICATION';

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

/** What the audit log keeps of a user row: everything but the timestamps the database sets. */
export const userAuditView = (user: Omit<UserEntity, 'createdAt' | 'lastActiveAt'>) => ({
  id: user.id,
  companyId: user.companyId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roles: user.roles,
  permissionV1: user.permissionV1,
  collaboratorPermissions: user.collaboratorPermissions,
  status: user.status,
  phone: user.phone,
  invitedAt: user.invitedAt,
  deletedAt: user.deletedAt,
});
