import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid') id!: string;
  @Index() @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Index({ unique: true }) @Column('text') email!: string;
  @Column('text', { array: true }) roles!: string[];
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

export const userDisplayName = (user: Pick<UserEntity, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();
