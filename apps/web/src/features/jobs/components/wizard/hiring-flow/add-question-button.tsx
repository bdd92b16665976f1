import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

/** 'Add question' under a task's questions; at the limit it is off and says why (spec 02 §5.4, at most 10). */
export const AddQuestionButton = ({ canAdd, onAdd }: { canAdd: boolean; onAdd: () => void }) => (
  <Stack direction="row" spacing={2} alignItems="center">
    <Button startIcon={<AddIcon />} onClick={onAdd} disabled={!canAdd}>
      <FormattedMessage id="jobs.question.add" />
    </Button>
    {!canAdd && (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="jobs.rule.tooManyQuestions" />
      </Typography>
    )}
  </Stack>
);
