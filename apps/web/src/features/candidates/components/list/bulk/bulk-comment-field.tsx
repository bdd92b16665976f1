import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COMMENT_MAX_LENGTH } from '@ats/domain/applications/comment-text';
import type { OwnerOption } from '@ats/web/app/api/bulk-actions-api';
import { MentionField } from '../../mentions/mention-field';

export type BulkCommentFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The company's team members: the server checks, item by item, that each one mentioned may open that profile. */
  members: readonly OwnerOption[];
};

/**
 * The bulk comment's text with @mention suggestions, as the profile's comment composer offers them: each
 * candidate's comment mentions those picked, and they hear of it once for the whole action (BULK_MENTIONS).
 */
export const BulkCommentField = ({ label, value, onChange, members }: BulkCommentFieldProps) => {
  const intl = useIntl();
  const mentionable = useMemo(() => members.map((member) => ({ id: member.id, name: member.fullName, email: member.email })), [members]);
  return (
    <MentionField
      members={mentionable}
      value={value}
      onChange={onChange}
      label={label}
      helperText={intl.formatMessage({ id: 'comments.composer.hint' })}
      maxLength={COMMENT_MAX_LENGTH}
      minRows={3}
      required
    />
  );
};
