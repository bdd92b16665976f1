import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CANDIDATE_EMAILS_MAX,
  CANDIDATE_GENDERS,
  CANDIDATE_LINK_KINDS,
  CANDIDATE_LINKS_MAX,
  CANDIDATE_PHONES_MAX,
  checkCandidateDetails,
  PREFER_NOT_TO_SAY,
  type CandidateGender,
  type CandidateLinkKind,
} from '@ats/domain/candidates';
import { isApiError } from '@ats/web/app/api/api-error';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { ConfirmDialog } from '@ats/web/app/components/confirm-dialog';
import { useLocale } from '@ats/web/app/i18n/locale-context';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { newIdempotencyKey, useEditCandidate, type CandidateProfile, type EditCandidateBody } from '@ats/web/features/candidates/api/candidate-details-api';
import { useMentionableMembers } from '@ats/web/features/candidates/api/comments-api';
import { candidateMessageText, countryOptions, type CountryOption } from './candidate-details-messages';
import { EditableList } from './editable-list';

type Draft = {
  firstName: string;
  lastName: string;
  emails: Array<{ email: string; primary: boolean }>;
  phones: string[];
  links: Array<{ kind: CandidateLinkKind; url: string }>;
  referredById: string | null;
  sourcedById: string | null;
  gender: CandidateGender | null;
  nationality: string | null;
  countryOfResidence: string | null;
};

const draftOf = (candidate: CandidateProfile): Draft => ({
  firstName: candidate.firstName,
  lastName: candidate.lastName,
  emails: candidate.emails.map(({ email, primary }) => ({ email, primary })),
  phones: [...candidate.phones],
  links: candidate.links.map(({ kind, url }) => ({ kind: kind as CandidateLinkKind, url })),
  referredById: candidate.referredBy?.id ?? null,
  sourcedById: candidate.sourcedBy?.id ?? null,
  gender: (candidate.gender as CandidateGender | null) ?? null,
  nationality: candidate.nationality ?? null,
  countryOfResidence: candidate.countryOfResidence ?? null,
});

const MERGE_REQUIRED = 'candidate-merge-required';

export type EditCandidateDialogProps = {
  applicationId: string;
  candidate: CandidateProfile;
  onClose: () => void;
};

/**
 * The profile's candidate edit (spec 02 §2.13, §3.7): names, e-mails with one primary (the primary cannot be
 * removed, §5.8), phones, links, referred / sourced by, gender, nationality, country of residence. The shared
 * rules check it before it is sent; an e-mail another candidate holds asks to confirm the merge (§4.4).
 */
export const EditCandidateDialog = ({ applicationId, candidate, onClose }: EditCandidateDialogProps) => {
  const intl = useIntl();
  const { language } = useLocale();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(candidate));
  const [error, setError] = useState<string | null>(null);
  const [mergeCount, setMergeCount] = useState<number | null>(null);
  // One key per intended change: the merge confirmation resends the same edit.
  const idempotencyKey = useRef(newIdempotencyKey());
  const edit = useEditCandidate();
  const members = useMentionableMembers(applicationId);
  const countries = useMemo(() => countryOptions(language), [language]);
  const nationalities = useMemo<CountryOption[]>(
    () => [{ code: PREFER_NOT_TO_SAY, name: intl.formatMessage({ id: 'candidateDetails.preferNotToSay' }) }, ...countries],
    [countries, intl],
  );
  const team = members.data ?? [];
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const send = (mergeConfirmed: boolean) => {
    const body: EditCandidateBody = {
      ...draft,
      mergeConfirmed,
      ...(candidate.revision >= 0 ? { expectedRevision: candidate.revision } : {}),
    };
    edit.mutate(
      { applicationId, body, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          showSuccessToast(mergeConfirmed ? 'candidateDetails.merged' : 'candidateDetails.saved');
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.errorCode === MERGE_REQUIRED) {
            const count = /(\d+) applications found/.exec(failure.message)?.[1];
            setMergeCount(Number(count ?? 0));
            return;
          }
          setMergeCount(null);
          // A later attempt is another change.
          idempotencyKey.current = newIdempotencyKey();
          setError(isApiError(failure) ? candidateMessageText(intl, failure.message) : intl.formatMessage({ id: 'candidateDetails.loadFailed' }));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCandidateDetails(draft);
    if ('error' in checked) {
      setError(candidateMessageText(intl, checked.error, draft.phones.find((phone) => phone.trim() && !phone.trim().startsWith('+')) ?? ''));
      return;
    }
    setError(null);
    send(false);
  };

  const personSelect = (key: 'referredById' | 'sourcedById', label: 'candidateDetails.referredBy' | 'candidateDetails.sourcedBy') => {
    const current = key === 'referredById' ? candidate.referredBy : candidate.sourcedBy;
    const options = current && !team.some((member) => member.id === current.id) ? [{ id: current.id, name: current.name }, ...team] : team;
    return (
      <TextField
        select
        size="small"
        fullWidth
        id={`edit-candidate-${key}`}
        label={intl.formatMessage({ id: label })}
        value={draft[key] ?? ''}
        onChange={(event) => set(key, event.target.value || null)}
      >
        <MenuItem value="">
          <FormattedMessage id="candidateDetails.none" />
        </MenuItem>
        {options.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  const countrySelect = (key: 'nationality' | 'countryOfResidence', options: CountryOption[]) => (
    <Autocomplete
      size="small"
      fullWidth
      id={`edit-candidate-${key}`}
      options={options}
      value={options.find((option) => option.code === draft[key]) ?? null}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      onChange={(_event, option) => set(key, option?.code ?? null)}
      renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: `candidateDetails.${key}` })} />}
    />
  );

  return (
    <>
      <Dialog open onClose={edit.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={titleId}>
            <FormattedMessage id="candidateDetails.dialog.title" />
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField size="small" fullWidth required id="edit-candidate-firstName" label={intl.formatMessage({ id: 'addCandidate.field.firstName' })} value={draft.firstName} onChange={(event) => set('firstName', event.target.value)} inputProps={{ maxLength: 100 }} />
                <TextField size="small" fullWidth required id="edit-candidate-lastName" label={intl.formatMessage({ id: 'addCandidate.field.lastName' })} value={draft.lastName} onChange={(event) => set('lastName', event.target.value)} inputProps={{ maxLength: 100 }} />
              </Stack>

              <EditableList
                title="candidateDetails.emails"
                addLabel="candidateDetails.dialog.addEmail"
                items={draft.emails}
                max={CANDIDATE_EMAILS_MAX}
                onChange={(emails) => set('emails', emails)}
                blank={(emails) => ({ email: '', primary: emails.length === 0 })}
                removeLabel={(item, index) => intl.formatMessage({ id: 'candidateDetails.dialog.removeEmail' }, { email: item.email || String(index + 1) })}
                canRemove={(item) => !item.primary}
                renderItem={(item, index, update, emails) => (
                  <>
                    <TextField
                      size="small"
                      fullWidth
                      type="email"
                      id={`edit-candidate-email-${index}`}
                      label={intl.formatMessage({ id: 'candidateDetails.dialog.email' }, { number: index + 1 })}
                      value={item.email}
                      onChange={(event) => update({ ...item, email: event.target.value })}
                      inputProps={{ maxLength: 320 }}
                    />
                    <FormControlLabel
                      sx={{ flexShrink: 0, m: 0 }}
                      control={
                        <Radio
                          checked={item.primary}
                          name="primary-email"
                          onChange={() => set('emails', emails.map((email, at) => ({ ...email, primary: at === index })))}
                          inputProps={{ 'aria-label': `${intl.formatMessage({ id: 'candidateDetails.dialog.primaryEmail' })} ${index + 1}` }}
                        />
                      }
                      label={intl.formatMessage({ id: 'candidateDetails.primary' })}
                    />
                  </>
                )}
              />
              <EditableList
                title="candidateDetails.phones"
                addLabel="candidateDetails.dialog.addPhone"
                items={draft.phones}
                max={CANDIDATE_PHONES_MAX}
                onChange={(phones) => set('phones', phones)}
                blank={() => ''}
                removeLabel={(_phone, index) => intl.formatMessage({ id: 'candidateDetails.dialog.removePhone' }, { number: index + 1 })}
                renderItem={(phone, index, update) => (
                  <TextField
                    size="small"
                    fullWidth
                    type="tel"
                    id={`edit-candidate-phone-${index}`}
                    label={intl.formatMessage({ id: 'candidateDetails.dialog.phone' }, { number: index + 1 })}
                    placeholder="+971 501234567"
                    value={phone}
                    onChange={(event) => update(event.target.value)}
                    inputProps={{ maxLength: 40 }}
                  />
                )}
              />
              <EditableList
                title="candidateDetails.links"
                addLabel="candidateDetails.dialog.addLink"
                items={draft.links}
                max={CANDIDATE_LINKS_MAX}
                onChange={(links) => set('links', links)}
                blank={(): Draft['links'][number] => ({ kind: 'linkedin', url: '' })}
                removeLabel={(_link, index) => intl.formatMessage({ id: 'candidateDetails.dialog.removeLink' }, { number: index + 1 })}
                renderItem={(link, index, update) => (
                  <>
                    <TextField
                      select
                      size="small"
                      sx={{ minWidth: 140 }}
                      id={`edit-candidate-link-kind-${index}`}
                      label={intl.formatMessage({ id: 'candidateDetails.dialog.linkKind' }, { number: index + 1 })}
                      value={link.kind}
                      onChange={(event) => update({ ...link, kind: event.target.value as CandidateLinkKind })}
                    >
                      {CANDIDATE_LINK_KINDS.map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          <FormattedMessage id={`candidateDetails.link.${kind}`} />
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      size="small"
                      fullWidth
                      type="url"
                      id={`edit-candidate-link-${index}`}
                      label={intl.formatMessage({ id: 'candidateDetails.dialog.linkUrl' }, { number: index + 1 })}
                      value={link.url}
                      onChange={(event) => update({ ...link, url: event.target.value })}
                      inputProps={{ maxLength: 1000 }}
                    />
                  </>
                )}
              />

              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {personSelect('referredById', 'candidateDetails.referredBy')}
                {personSelect('sourcedById', 'candidateDetails.sourcedBy')}
              </Stack>
              <TextField
                select
                size="small"
                fullWidth
                id="edit-candidate-gender"
                label={intl.formatMessage({ id: 'candidateDetails.gender' })}
                value={draft.gender ?? ''}
                onChange={(event) => set('gender', (event.target.value || null) as CandidateGender | null)}
              >
                <MenuItem value="">
                  <FormattedMessage id="candidateDetails.none" />
                </MenuItem>
                {CANDIDATE_GENDERS.map((gender) => (
                  <MenuItem key={gender} value={gender}>
                    <FormattedMessage id={`candidateDetails.gender.${gender}`} />
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {countrySelect('nationality', nationalities)}
                {countrySelect('countryOfResidence', countries)}
              </Stack>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={edit.isPending}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="contained" disabled={edit.isPending}>
              <FormattedMessage id="candidateDetails.dialog.save" />
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        open={mergeCount !== null}
        title={intl.formatMessage({ id: 'candidateDetails.merge.title' })}
        description={intl.formatMessage({ id: 'candidateDetails.merge.description' }, { count: mergeCount ?? 0 })}
        confirmLabel={intl.formatMessage({ id: 'candidateDetails.merge.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'candidateDetails.merge.keep' })}
        danger={false}
        busy={edit.isPending}
        onConfirm={() => send(true)}
        onClose={() => setMergeCount(null)}
      />
    </>
  );
};
