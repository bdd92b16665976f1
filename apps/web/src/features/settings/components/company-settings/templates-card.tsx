import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePipelineTemplates, type PipelineTemplate } from '../../api/pipeline-api';
import { RowActions } from './row-actions';
import { SettingsTableCard } from './settings-table-card';

export type TemplatesCardProps = {
  onAdd?: () => void;
  onEdit?: (template: PipelineTemplate) => void;
  onDelete?: (template: PipelineTemplate) => void;
};

/** The templates: name (the default marked), ordered stages (locked ones marked), jobs and candidates using each. */
export const TemplatesCard = ({ onAdd, onEdit, onDelete }: TemplatesCardProps) => {
  const intl = useIntl();
  const templates = usePipelineTemplates();
  return (
    <SettingsTableCard<PipelineTemplate>
      title="pipeline.templates"
      addLabel={onAdd ? 'pipeline.addTemplate' : undefined}
      onAdd={onAdd}
      query={templates}
      columns={[
        'pipeline.column.name',
        'pipeline.column.stages',
        'pipeline.column.jobs',
        'pipeline.column.candidates',
        'pipeline.column.actions',
      ]}
      emptyTitle="pipeline.empty"
      errorTitle="pipeline.error"
      renderRow={(template) => (
        <TableRow key={template.id}>
          <TableCell>
            <Stack direction="row" spacing={1} alignItems="center">
              <span>{template.name}</span>
              {template.isDefault && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  label={<FormattedMessage id="pipeline.default" />}
                />
              )}
            </Stack>
          </TableCell>
          <TableCell>
            <Stack
              component="ol"
              direction="row"
              flexWrap="wrap"
              useFlexGap
              spacing={0.5}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {template.stages.map((stage) => (
                <li key={stage.name}>
                  <Chip
                    size="small"
                    label={stage.name}
                    icon={
                      stage.locked ? (
                        <LockOutlinedIcon aria-label={intl.formatMessage({ id: 'pipeline.locked' })} />
                      ) : undefined
                    }
                  />
                </li>
              ))}
            </Stack>
          </TableCell>
          <TableCell>{intl.formatNumber(template.jobsCount)}</TableCell>
          <TableCell>{intl.formatNumber(template.candidatesCount)}</TableCell>
          <TableCell align="right">
            <RowActions
              name={template.name}
              onEdit={onEdit && (() => onEdit(template))}
              onDelete={onDelete && !template.isDefault ? () => onDelete(template) : undefined}
            />
          </TableCell>
        </TableRow>
      )}
    />
  );
};
