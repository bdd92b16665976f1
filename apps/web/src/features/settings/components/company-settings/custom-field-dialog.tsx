import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CUSTOM_FIELD_TYPES } from '@ats/domain/company-settings/custom-field-policies';
import { useId, useState } from 'react';
import { Controller, FormProvider, useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { decodeFieldMessage, fieldMessageText, type FieldMessage } from '@ats/web/app/forms/field-message';
import { FormErrorBanner } from '@ats/web/app/forms/form-error-banner';
import { FormTextField } from '@ats/web/app/forms/form-text-field';
import type { MessageId } from '@ats/web/app/i18n/messages';
import { DIALOG_PAPER_SX } from '@ats/web/app/theme/theme';
import type { AddCustomFieldBody, CustomField, CustomFieldEntity, EditCustomFieldBody } from '../../api/custom-fields-api';
import { customFieldErrorText } from '@ats/web/app/api/custom-field-error-text';
import { isChoiceType, useCustomFieldForm, type CustomFieldValues } from '../../hooks/use-custom-field-form';

export type CustomFieldDialogProps = {
  entity: CustomFieldEntity;
  /** The field to edit; null to add one. */
  field: CustomField | null;
  busy: boolean;
  /** Saves; a refusal it throws is shown in the dialog, which stays open. */
  onSave: (body: AddCustomFieldBody | EditCustomFieldBody) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Add or edit a custom field (spec 03 "Custom field"): name, type, options for the choice types, confidential
 * and DEI flags, where it appears. MUI's Dialog traps the focus and gives it back on close.
 */
export const CustomFieldDialog = ({ entity, field, busy, onSave, onClose }: CustomFieldDialogProps) => {
  const intl = useIntl();
  const titleId = useId();
  const formId = useId();
  const optionsLabelId = useId();
  const placementsLabelId = useId();
  const { form, bodyOf, placements } = useCustomFieldForm(entity, field);
  const options = useFieldArray({ control: form.control, name: 'options' });
  const [serverError, setServerError] = useState<FieldMessage | null>(null);
  const fieldType = form.watch('fieldType');
  const optionsError = decodeFieldMessage(form.formState.errors.options?.message);

  const submit = form.handleSubmit(async (values: CustomFieldValues) => {
    setServerError(null);
    try {
      await onSave(bodyOf(values));
      onClose();
    } catch (error) {
      setServerError({ raw: customFieldErrorText(intl, error) });
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: DIALOG_PAPER_SX } }}>
      <DialogTitle id={titleId}>
        <FormattedMessage id={field ? 'customFields.dialog.edit' : 'customFields.dialog.add'} />
      </DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          <Box component="form" id={formId} noValidate onSubmit={submit}>
            <FormErrorBanner error={serverError} />
            <Stack spacing={2}>
              <FormTextField<CustomFieldValues>
                name="name"
                label={intl.formatMessage({ id: 'customFields.field.name' })}
                required
                fullWidth
                autoFocus
                autoComplete="off"
                checkOnBlur="filled"
              />
              <FormTextField<CustomFieldValues>
                name="fieldType"
                select
                label={intl.formatMessage({ id: 'customFields.field.type' })}
                required
                fullWidth
                disabled={field !== null}
                checkOnBlur="never"
                helperText={field ? intl.formatMessage({ id: 'customFields.field.typeFixed' }) : undefined}
              >
                {CUSTOM_FIELD_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {intl.formatMessage({ id: `customFields.type.${type}` as MessageId })}
                  </MenuItem>
                ))}
              </FormTextField>
              {isChoiceType(fieldType) && (
                <Box role="group" aria-labelledby={optionsLabelId}>
                  <FormLabel id={optionsLabelId} required>
                    <FormattedMessage id="customFields.field.options" />
                  </FormLabel>
                  <Stack spacing={1} sx={{ mt: 1 }}>
                    {options.fields.map((option, index) => (
                      <Stack key={option.id} direction="row" spacing={1} alignItems="center">
                        <Controller
                          control={form.control}
                          name={`options.${index}.text`}
                          render={({ field: input }) => (
                            <TextField
                              {...input}
                              size="small"
                              fullWidth
                              label={intl.formatMessage({ id: 'customFields.field.option' }, { number: index + 1 })}
                              error={optionsError !== null}
                            />
                          )}
                        />
                        <IconButton
                          aria-label={intl.formatMessage({ id: 'customFields.field.removeOption' }, { number: index + 1 })}
                          onClick={() => options.remove(index)}
                          size="small"
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    ))}
                  </Stack>
                  {optionsError && <FormHelperText error>{fieldMessageText(intl, optionsError)}</FormHelperText>}
                  <Button startIcon={<AddIcon />} onClick={() => options.append({ text: '' })} sx={{ mt: 1 }}>
                    <FormattedMessage id="customFields.field.addOption" />
                  </Button>
                </Box>
              )}
              <Box role="group" aria-labelledby={placementsLabelId}>
                <FormLabel id={placementsLabelId}>
                  <FormattedMessage id="customFields.field.appearsOn" />
                </FormLabel>
                <Controller
                  control={form.control}
                  name="placements"
                  render={({ field: input }) => (
                    <FormGroup>
                      {placements.map((placement) => (
                        <FormControlLabel
                          key={placement}
                          label={intl.formatMessage({ id: `customFields.placement.${placement}` as MessageId })}
                          control={
                            <Checkbox
                              checked={input.value.includes(placement)}
                              onChange={(event) =>
                                input.onChange(
                                  event.target.checked
                                    ? placements.filter((each) => each === placement || input.value.includes(each))
                                    : input.value.filter((each) => each !== placement),
                                )
                              }
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  )}
                />
              </Box>
              <FormGroup>
                {(['isConfidential', 'isDei'] as const).map((flag) => (
                  <Controller
                    key={flag}
                    control={form.control}
                    name={flag}
                    render={({ field: input }) => (
                      <FormControlLabel
                        label={intl.formatMessage({ id: flag === 'isDei' ? 'customFields.field.dei' : 'customFields.field.confidential' })}
                        control={<Checkbox checked={input.value} onChange={(event) => input.onChange(event.target.checked)} />}
                      />
                    )}
                  />
                ))}
              </FormGroup>
            </Stack>
          </Box>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          <FormattedMessage id="companySettings.save" />
        </Button>
      </DialogActions>
    </Dialog>
  );
};
