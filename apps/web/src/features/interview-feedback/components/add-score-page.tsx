import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isDomainError } from '@ats/domain/shared/errors';
import { runningTotals, scoreScorecard, skillsOf, type FeedbackTemplateDefinition } from '@ats/domain/interviews/scorecard';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useFeedbackTemplate } from '../api/feedback-templates-api';
import { useInterview, useInterviewFeedback, useSubmitFeedback, type InterviewFeedbackList, type SkillScore } from '../api/interview-feedback-api';
import { feedbackErrorText, feedbackMessageText } from '../feedback-template-errors';

const MAX_NOTES = 5000;

/** The scale's steps, lowest first. */
const stepsOf = ({ min, max }: FeedbackTemplateDefinition['scale']) => Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** The others' feedback, shown once the caller's own is in (spec 03 §8); until then, that it will be. */
const OthersFeedback = ({ feedback, submitted }: { feedback: InterviewFeedbackList | undefined; submitted: boolean }) => {
  const intl = useIntl();
  if (submitted && !feedback) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="others-feedback" sx={{ p: 2 }}>
      <Typography id="others-feedback" variant="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="addScore.others" />
      </Typography>
      {!feedback?.othersVisible ? (
        <Typography variant="body2">
          <FormattedMessage id="addScore.othersHidden" />
        </Typography>
      ) : feedback.items.length === 0 ? (
        <Typography variant="body2">
          <FormattedMessage id="addScore.noOthers" />
        </Typography>
      ) : (
        <List dense>
          {feedback.items.map((item) => (
            <ListItem key={item.interviewerId} disableGutters>
              <ListItemText
                primary={intl.formatMessage(
                  { id: 'addScore.feedbackBy' },
                  {
                    name: item.interviewerName ?? '—',
                    percentage: item.totalPercentage,
                    recommendation: intl.formatMessage({ id: item.proceedToNextStage ? 'addScore.recommendProceed' : 'addScore.recommendStop' }),
                  },
                )}
                secondary={item.notes}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
};

/**
 * /recruiter/interview-scorecard-templates/add-score/application/:applicationId/booking/:bookingId/ (spec 03 §2.1
 * "Add feedback score", "Feedback response", §5 "Feedback"): the interviewer scores each skill of the interview's
 * template from lowest to highest with notes, adds interview and confidential notes and answers proceed to the
 * next stage; the totals show as they score. 'All required fields must be scored' before anything is sent; the
 * others' feedback shows only after submitting.
 */
export const AddScorePage = () => {
  const intl = useIntl();
  usePageTitle('addScore.title');
  const { applicationId = '', bookingId = '' } = useParams();
  const interview = useInterview(bookingId);
  const templateId = interview.data?.feedbackTemplateId ?? null;
  const template = useFeedbackTemplate(templateId);
  const submit = useSubmitFeedback(bookingId);
  const [scores, setScores] = useState<Record<string, SkillScore>>({});
  const [notes, setNotes] = useState('');
  const [confidentialNotes, setConfidentialNotes] = useState('');
  const [proceed, setProceed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [proceedMissing, setProceedMissing] = useState(false);
  const [unscored, setUnscored] = useState<ReadonlySet<string>>(new Set());
  const submitted = interview.data?.feedbackSubmittedByMe === true || submit.isSuccess;
  const others = useInterviewFeedback(bookingId, submitted);

  if (interview.isError && !interview.data) return <LoadErrorState titleId="addScore.loadError" error={interview.error} onRetry={interview.refetch} />;
  if (!interview.data || (templateId && !template.data && !template.isError)) return <PageLoader fullHeight={false} />;
  const definition: FeedbackTemplateDefinition | null = template.data ?? null;
  const given = Object.values(scores);
  const totals = runningTotals(definition, given);
  const back = `/recruiter/candidate-profile/${encodeURIComponent(applicationId)}`;

  const setScore = (skillId: string, change: Partial<SkillScore>) =>
    setScores((current) => ({ ...current, [skillId]: { ...(current[skillId] ?? { skillId, score: null, notes: null }), ...change } }));

  const send = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const missing = new Set(definition ? skillsOf(definition).filter((skill) => skill.required && (scores[skill.id]?.score ?? null) === null).map((skill) => skill.id) : []);
    setUnscored(missing);
    setProceedMissing(proceed === null);
    try {
      // the same rules as the API's, before anything is sent
      scoreScorecard(definition, given);
    } catch (error) {
      setProblem(isDomainError(error) ? feedbackMessageText(intl, error.message) : String(error));
      return;
    }
    if (proceed === null) return;
    submit.mutate(
      { scores: given, notes: notes.trim() || null, confidentialNotes: confidentialNotes.trim() || null, proceedToNextStage: proceed },
      {
        onSuccess: () => showSuccessToast('addScore.submitted'),
        onError: (error) => setProblem(feedbackErrorText(intl, error)),
      },
    );
  };

  return (
    <Box sx={{ maxWidth: 840, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        sx={{ mb: 1 }}
      >
        <FormattedMessage id="addScore.back" />
      </Button>
      <Typography variant="h1">
        <FormattedMessage id="addScore.title" />
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="addScore.interview" values={{ title: interview.data.title, candidate: interview.data.candidateName ?? '—' }} />
      </Typography>
      <Stack spacing={2}>
        {submitted ? (
          <Alert severity="success">
            <FormattedMessage id="addScore.alreadySubmitted" />
          </Alert>
        ) : !interview.data.isInterviewer ? (
          <Alert severity="info">
            <FormattedMessage id="addScore.notInterviewer" />
          </Alert>
        ) : (
          <Stack component="form" noValidate onSubmit={send} spacing={2}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            {!definition && (
              <Alert severity="info">
                <FormattedMessage id="addScore.noTemplate" />
              </Alert>
            )}
            {definition?.sections.map((section) => (
              <Paper key={section.id} variant="outlined" component="section" aria-labelledby={`section-${section.id}`} sx={{ p: 2 }}>
                <Typography id={`section-${section.id}`} variant="h2" sx={{ mb: 1 }}>
                  {section.title}
                </Typography>
                <Stack spacing={2}>
                  {section.skills.map((skill) => (
                    <Box key={skill.id}>
                      <FormControl error={unscored.has(skill.id)} required={skill.required} component="fieldset">
                        <FormLabel component="legend">
                          {intl.formatMessage({ id: 'addScore.score' }, { skill: skill.name })}
                          {skill.required && <Chip size="small" label={intl.formatMessage({ id: 'addScore.required' })} sx={{ mx: 1 }} />}
                        </FormLabel>
                        {skill.guidingQuestions.length > 0 && (
                          <Box component="ul" sx={{ my: 0.5, ps: 3 }}>
                            {skill.guidingQuestions.map((question) => (
                              <Typography key={question} component="li" variant="body2" color="text.secondary">
                                {question}
                              </Typography>
                            ))}
                          </Box>
                        )}
                        <RadioGroup
                          row
                          value={scores[skill.id]?.score ?? ''}
                          onChange={(event) => setScore(skill.id, { score: Number(event.target.value) })}
                        >
                          {stepsOf(definition.scale).map((step) => (
                            <FormControlLabel key={step} value={step} control={<Radio />} label={String(step)} />
                          ))}
                        </RadioGroup>
                        <FormHelperText>
                          {unscored.has(skill.id)
                            ? feedbackMessageText(intl, 'All required fields must be scored')
                            : intl.formatMessage({ id: 'addScore.scoreHint' }, { min: definition.scale.min, max: definition.scale.max })}
                        </FormHelperText>
                      </FormControl>
                      {skill.sampleAnswer && (
                        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                          {intl.formatMessage({ id: 'addScore.sampleAnswer' }, { answer: skill.sampleAnswer })}
                        </Typography>
                      )}
                      <TextField
                        label={intl.formatMessage({ id: 'addScore.skillNotes' }, { skill: skill.name })}
                        value={scores[skill.id]?.notes ?? ''}
                        onChange={(event) => setScore(skill.id, { notes: event.target.value || null })}
                        slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
                        multiline
                        minRows={2}
                        fullWidth
                      />
                    </Box>
                  ))}
                </Stack>
              </Paper>
            ))}
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <TextField
                  label={intl.formatMessage({ id: 'addScore.notes' })}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
                  multiline
                  minRows={3}
                  fullWidth
                />
                <TextField
                  label={intl.formatMessage({ id: 'addScore.confidentialNotes' })}
                  helperText={intl.formatMessage({ id: 'addScore.confidentialHint' })}
                  value={confidentialNotes}
                  onChange={(event) => setConfidentialNotes(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
                  multiline
                  minRows={2}
                  fullWidth
                />
                <FormControl error={proceedMissing && proceed === null} required component="fieldset">
                  <FormLabel component="legend">
                    <FormattedMessage id="addScore.proceed" />
                  </FormLabel>
                  <RadioGroup row value={proceed === null ? '' : String(proceed)} onChange={(event) => setProceed(event.target.value === 'true')}>
                    <FormControlLabel value="true" control={<Radio />} label={intl.formatMessage({ id: 'addScore.yes' })} />
                    <FormControlLabel value="false" control={<Radio />} label={intl.formatMessage({ id: 'addScore.no' })} />
                  </RadioGroup>
                  {proceedMissing && proceed === null && (
                    <FormHelperText>
                      <FormattedMessage id="addScore.proceedRequired" />
                    </FormHelperText>
                  )}
                </FormControl>
              </Stack>
            </Paper>
            <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end">
              <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
                <FormattedMessage id="addScore.total" values={{ score: totals.totalScore, percentage: totals.totalPercentage }} />
              </Typography>
              <Button type="submit" variant="contained" loading={submit.isPending}>
                <FormattedMessage id="addScore.submit" />
              </Button>
            </Stack>
          </Stack>
        )}
        <OthersFeedback feedback={others.data} submitted={submitted} />
      </Stack>
    </Box>
  );
};
