import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { customFieldValue, type CustomFieldRow } from '@ats/domain/company-settings/custom-field-policies';
import { SETTINGS_PERMISSIONS } from '@ats/domain/company-settings/settings-permissions';
import { useId, useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { allows } from '@ats/web/app/auth/access';
import { useSession } from '@ats/web/app/auth/session';
import { decodeFieldMessage, fieldMessageText, type FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { useValidatedForm } from '@ats/web/app/forms/use-validated-form';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import { customFieldErrorText } from '@ats/web/app/api/custom-field-error-text';
import { useApplicationCustomFields, useSetApplicationCustomFields, type CustomFieldResponse } from '../../api/custom-field-values-api';

/** The responses in the form: one text per single-valued field, the chosen options of a multi-select one. */
type Answers = Record<string, string | string[]>;

const answerOf = (field: CustomFieldResponse): string | string[] =>
  field.fieldType === 'MULTI_SELECT' ? [...field.value] : (field.value[0] ?? '');
const entriesOf = (answer: string | string[] | undefined): string[] =>
  Array.isArray(answer) ? answer : answer ? [answer] : [];

/** A stored response in words: Yes/No, a date in the interface language, chosen options as a list. */
const shownValue = (intl: IntlShape, field: CustomFieldResponse): string | null => {
  if (field.value.length === 0) return null;
  switch (field.fieldType) {
    case 'YES_NO':
      return intl.formatMessage({ id: field.value[0] === 'YES' ? 'customFieldValues.yes' : 'customFieldValues.no' });
    case 'DATE':
      return intl.formatDate(`${field.value[0]}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
    case 'NUMERIC':
      return intl.formatNumber(Number(field.value[0]));
    default:
      return intl.formatList(field.value);
  }
};

const CUSTOM_FIELDS_PLAN = { companyPermissions: [SETTINGS_PERMISSIONS.customFieldsManage] };

export type CandidateCustomFieldsProps = { applicationId: string };

/**
 * The candidate's custom-field responses on the Profile tab (spec 03 "Custom field"): every live candidate
 * field and the answered deleted ones (read-only); confidential ones only reach users with confidential access
 * (the API leaves them out). Nothing shows when the company's plan has no custom fields or it has none.
 */
export const CandidateCustomFields = ({ applicationId }: CandidateCustomFieldsProps) => {
  const intl = useIntl();
  const headingId = useId();
  const session = useSession();
  const planAllows = session.status === 'signed-in' && allows(session.holder, CUSTOM_FIELDS_PLAN);
  const query = useApplicationCustomFields(applicationId, planAllows);
  const [editing, setEditing] = useState(false);

  if (!planAllows || (query.data && query.data.fields.length === 0)) return null;
  const live = query.data?.fields.filter((field) => !field.deleted) ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1.5 }}>
        <Typography id={headingId} variant="h3">
          <FormattedMessage id="customFieldValues.title" />
        </Typography>
        {query.data?.canEdit && live.length > 0 && (
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            <FormattedMessage id="customFieldValues.edit" />
          </Button>
        )}
      </Stack>
      {query.isError ? (
        <Alert severity="error">
          <FormattedMessage id="customFieldValues.error" />
        </Alert>
      ) : query.isPending ? (
        <Skeleton aria-busy="true" height={64} />
      ) : (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 4, rowGap: 1.5, m: 0 }}
        >
          {query.data.fields.map((field) => (
            <Box key={field.fieldId} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.deleted ? intl.formatMessage({ id: 'customFieldValues.deleted' }, { name: field.name }) : field.name}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
                {shownValue(intl, field) ?? intl.formatMessage({ id: 'common.notProvided' })}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {editing && <CustomFieldValuesDialog applicationId={applicationId} fields={live} onClose={() => setEditing(false)} />}
    </Box>
  );
};

type DialogProps = { applicationId: string; fields: CustomFieldResponse[]; onClose: () => void };

/** Edit every live response at once, each checked with the domain's rule for its type before it is sent. */
const CustomFieldValuesDialog = ({ applicationId, fields, onClose }: DialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const formId = useId();
  const save = useSetApplicationCustomFields(applicationId);
  const [serverError, setServerError] = useState<FieldMessage | null>(null);
  const form = useValidatedForm<Answers>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.fieldId, answerOf(field)])),
    rules: (values) =>
      Object.fromEntries(
        fields.map((field) => {
          try {
            customFieldValue(field as Pick<CustomFieldRow, 'fieldType' | 'options'>, entriesOf(values[field.fieldId]));
            return [field.fieldId, null];
          } catch {
            return [field.fieldId, { id: 'customFieldError.invalidValue' } as const];
          }
        }),
      ),
  });

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save.mutateAsync({ values: fields.map((field) => ({ fieldId: field.fieldId, value: entriesOf(values[field.fieldId]) })) });
      showSuccessToast('customFieldValues.saved');
      onClose();
    } catch (error) {
      setServerError({ raw: customFieldErrorText(intl, error) });
    }
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id="customFieldValues.editTitle" />
      </DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          <Box component="form" id={formId} noValidate onSubmit={submit}>
            <FormErrorBanner error={serverError} />
            <Stack spacing={2}>
              {fields.map((field, index) => (
                <Controller
                  key={field.fieldId}
                  control={form.control}
                  name={field.fieldId}
                  render={({ field: input, fieldState }) => {
                    const message = fieldMessageText(intl, decodeFieldMessage(fieldState.error?.message));
                    if (field.fieldType === 'MULTI_SELECT') {
                      const chosen = entriesOf(input.value);
                      return (
                        <FormControl component="fieldset" error={message !== undefined}>
                          <FormLabel component="legend">{field.name}</FormLabel>
                          <FormGroup>
                            {field.options.map((option) => (
                              <FormControlLabel
                                key={option}
                                label={option}
                                control={
                                  <Checkbox
                                    checked={chosen.includes(option)}
                                    onChange={(event) =>
                                      input.onChange(event.target.checked ? [...chosen, option] : chosen.filter((each) => each !== option))
                                    }
                                  />
                                }
                              />
                            ))}
                          </FormGroup>
                          {message && <FormHelperText>{message}</FormHelperText>}
                        </FormControl>
                      );
                    }
                    const choices =
                      field.fieldType === 'YES_NO'
                        ? [
                            { value: 'YES', label: intl.formatMessage({ id: 'customFieldValues.yes' }) },
                            { value: 'NO', label: intl.formatMessage({ id: 'customFieldValues.no' }) },
                          ]
                        : field.fieldType === 'SINGLE_SELECT'
                          ? field.options.map((option) => ({ value: option, label: option }))
                          : null;
                    return (
                      <TextField
                        name={input.name}
                        inputRef={input.ref}
                        value={typeof input.value === 'string' ? input.value : ''}
                        onChange={(event) => input.onChange(event.target.value)}
                        onBlur={input.onBlur}
                        label={field.name}
                        autoFocus={index === 0}
                        fullWidth
                        error={message !== undefined}
                        helperText={message}
                        select={choices !== null}
                        multiline={field.fieldType === 'MULTI_LINE_TEXT'}
                        minRows={field.fieldType === 'MULTI_LINE_TEXT' ? 3 : undefined}
                        type={field.fieldType === 'DATE' ? 'date' : 'text'}
                        slotProps={{
                          inputLabel: field.fieldType === 'DATE' ? { shrink: true } : undefined,
                          htmlInput: field.fieldType === 'NUMERIC' ? { inputMode: 'decimal' } : undefined,
                        }}
                      >
                        {choices && [
                          <MenuItem key="" value="">
                            {intl.formatMessage({ id: 'customFieldValues.none' })}
                          </MenuItem>,
                          ...choices.map((choice) => (
                            <MenuItem key={choice.value} value={choice.value}>
                              {choice.label}
                            </MenuItem>
                          )),
                        ]}
                      </TextField>
                    );
                  }}
                />
              ))}
            </Stack>
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
          <FormattedMessage id="customFieldValues.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
