import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { DigestLanguage, NotificationPreferences } from '@ats/domain/notification-preferences/notification-preferences';

/** One user's notification preferences (spec 03); the row's id is the user's id. */
@Entity({ name: 'notification_preferences' })
export class NotificationPreferencesEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('jsonb') preferences!: NotificationPreferences;
  /** The interface language the preferences were saved in: the daily digest's language. */
  @Column('text', { default: 'en' }) language!: DigestLanguage;
  @Column('timestamptz', { name: 'updated_at' }) updatedAt!: Date;
}
