import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useCompanyEmailTemplates, type CompanyEmailTemplate } from '@ats/web/app/api/email-templates-query';
import { isolated } from '@ats/web/app/i18n/isolated';
import type { MessageId } from '@ats/web/app/i18n/messages';

export type RejectionTemplateFieldProps = { value: string; disabled: boolean; onChange: (templateId: string) => void };

const MANAGE_EMAILS = '/recruiter-settings/manage-emails';

/**
 * The rejection type's templates; when the company and the system have none of that type, every template
 * with its type, so the automation is never left without a choice while templates exist.
 */
export const rejectionChoices = (templates: readonly CompanyEmailTemplate[]) => {
  const rejections = templates.filter((template) => template.type === 'REJECTION_EMAIL');
  return rejections.length > 0 ? { templates: rejections, withType: false } : { templates, withType: true };
};

/** Spec 02 §3.5: the rejection e-mail automation names one of the company's (or the system's) templates by id. */
export const RejectionTemplateField = ({ value, disabled, onChange }: RejectionTemplateFieldProps) => {
  const intl = useIntl();
  const query = useCompanyEmailTemplates();
  const label = intl.formatMessage({ id: 'jobs.automation.rejectionTemplate' });

  if (query.isPending || query.isError) {
    return (
      <TextField
        select
        size="small"
        disabled
        label={label}
        value=""
        helperText={intl.formatMessage({
          id: query.isError ? 'jobs.automation.rejectionTemplate.loadError' : 'jobs.automation.rejectionTemplate.loading',
        })}
      >
        <MenuItem value="" />
      </TextField>
    );
  }

  const choices = rejectionChoices(query.data);
  if (choices.templates.length === 0) {
    return (
      <Typography variant="body2" role="status">
        {intl.formatMessage({ id: 'jobs.automation.rejectionTemplate.empty' })}{' '}
        <Link component={RouterLink} to={MANAGE_EMAILS}>
          {intl.formatMessage({ id: 'jobs.automation.rejectionTemplate.manage' })}
        </Link>
      </Typography>
    );
  }

  const titleOf = (template: CompanyEmailTemplate) =>
    choices.withType
      ? intl.formatMessage(
          { id: 'jobs.automation.rejectionTemplate.withType' },
          {
            title: isolated(template.title),
            type: intl.formatMessage({ id: `emailTemplates.type.${template.type}` as MessageId }),
          },
        )
      : isolated(template.title);
  // A stored value that is no template any more (deleted, or text from before templates) shows as unchosen.
  const known = choices.templates.some((template) => template.id === value);
  return (
    <TextField
      select
      size="small"
      disabled={disabled}
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
    >
      {choices.templates.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {titleOf(template)}
        </MenuItem>
      ))}
    </TextField>
  );
};
