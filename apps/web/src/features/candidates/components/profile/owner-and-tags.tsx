import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { TAG_MAX_LENGTH, tagKey } from '@ats/domain/applications/application-tags';
import { isConflict } from '@ats/web/app/api/api-error';
import type { ApplicationDetail } from '@ats/web/app/api/api-types';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useChangeOwner, useChangeTags } from '../../api/application-attributes-api';
import { useMentionableMembers } from '../../api/comments-api';


export type OwnerAndTagsProps = {
  application: ApplicationDetail;
  /** Another command on the application is under way. */
  disabled: boolean;
  /** A stale revision (409): the profile reloads. */
  onConflict: () => void;
};

/**
 * The profile's candidate owner selector and tag editor (spec 02 §2.13, §3.7). The owner is picked among the
 * team members who can open this profile (the server accepts no one else); tags are typed and confirmed with
 * Enter, removed with their chip's delete button or Backspace, and each change is sent at once.
 */
export const OwnerAndTags = ({ application, disabled, onConflict }: OwnerAndTagsProps) => {
  const intl = useIntl();
  const members = useMentionableMembers(application.applicationId);
  const changeOwner = useChangeOwner();
  const changeTags = useChangeTags();
  const busy = disabled || changeOwner.isPending || changeTags.isPending;
  const onError = (error: unknown) => {
    if (isConflict(error)) onConflict();
  };

  const team = members.data ?? [];
  // The present owner stays shown even when they no longer have access (or the list is loading).
  const current = team.find((member) => member.id === application.ownerId) ?? {
    id: application.ownerId,
    name: application.ownerName,
    email: '',
    confidentialAccess: false,
  };
  const ownerOptions = team.some((member) => member.id === current.id) ? team : [current, ...team];
  const tags = application.tags ?? [];

  const saveTags = (next: string[]) => {
    const wanted = next.map((tag) => tag.trim()).filter((tag) => tag.length > 0);
    const present = new Set(tags.map(tagKey));
    const kept = new Set(wanted.map(tagKey));
    const add = wanted.filter((tag) => !present.has(tagKey(tag)));
    const remove = tags.filter((tag) => !kept.has(tagKey(tag)));
    if (add.length === 0 && remove.length === 0) return;
    changeTags.mutate(
      { applicationId: application.applicationId, add, remove, expectedRevision: application.revision },
      { onSuccess: () => showSuccessToast('profile.tags.saved'), onError },
    );
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }} useFlexGap>
      <Autocomplete
        sx={{ minWidth: 220 }}
        size="small"
        disableClearable
        options={ownerOptions}
        value={current}
        loading={members.isPending}
        disabled={busy}
        getOptionLabel={(member) => member.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, member) => {
          if (!member || member.id === application.ownerId) return;
          changeOwner.mutate(
            { applicationId: application.applicationId, ownerId: member.id, expectedRevision: application.revision },
            { onSuccess: () => showSuccessToast('profile.owner.changed', { name: member.name }), onError },
          );
        }}
        noOptionsText={intl.formatMessage({ id: 'profile.owner.noMembers' })}
        loadingText={intl.formatMessage({ id: 'common.loading' })}
        renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'profile.field.owner' })} />}
      />
      <Autocomplete
        sx={{ flex: 1, minWidth: 240 }}
        size="small"
        multiple
        freeSolo
        options={[] as string[]}
        value={tags}
        disabled={busy}
        onChange={(_event, next) => saveTags(next)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={intl.formatMessage({ id: 'profile.tags.label' })}
            placeholder={intl.formatMessage({ id: 'profile.tags.placeholder' })}
            inputProps={{ ...params.inputProps, maxLength: TAG_MAX_LENGTH }}
          />
        )}
      />
    </Stack>
  );
};
