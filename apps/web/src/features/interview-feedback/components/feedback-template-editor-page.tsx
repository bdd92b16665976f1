import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_FEEDBACK_SCALE, FEEDBACK_TEMPLATE_LIMITS, FEEDBACK_TEMPLATE_MESSAGES, feedbackTemplateNameRule } from '@ats/domain/feedback-templates/feedback-template.errors';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { LoadErrorState } from '@ats/web/app/components/empty-state';
import { PageLoader } from '@ats/web/app/components/page-loader';
import { usePageTitle } from '@ats/web/app/shell/use-page-title';
import { useFeedbackTemplate, useSaveFeedbackTemplate, type FeedbackTemplate, type FeedbackTemplateForm } from '../api/feedback-templates-api';
import { feedbackErrorText, feedbackMessageText } from '../feedback-template-errors';

const BACK = '/recruiter-settings/interview-scorecard-templates';

type SkillDraft = { key: number; id: string | null; name: string; required: boolean; questions: string; sampleAnswer: string };
type SectionDraft = { key: number; id: string | null; title: string; skills: SkillDraft[] };

let drafted = 0;
const nextKey = () => (drafted += 1);
const newSkill = (): SkillDraft => ({ key: nextKey(), id: null, name: '', required: true, questions: '', sampleAnswer: '' });
const newSection = (): SectionDraft => ({ key: nextKey(), id: null, title: '', skills: [newSkill()] });

const draftOf = (template: FeedbackTemplate): SectionDraft[] =>
  template.sections.map((section) => ({
    key: nextKey(),
    id: section.id,
    title: section.title,
    skills: section.skills.map((skill) => ({
      key: nextKey(),
      id: skill.id,
      name: skill.name,
      required: skill.required,
      questions: skill.guidingQuestions.join('\n'),
      sampleAnswer: skill.sampleAnswer ?? '',
    })),
  }));

const formOf = (name: string, scale: { min: number; max: number }, sections: SectionDraft[]): FeedbackTemplateForm => ({
  name,
  scale,
  sections: sections.map((section) => ({
    ...(section.id ? { id: section.id } : {}),
    title: section.title,
    skills: section.skills.map((skill) => ({
      ...(skill.id ? { id: skill.id } : {}),
      name: skill.name,
      required: skill.required,
      guidingQuestions: skill.questions.split('\n').map((line) => line.trim()).filter(Boolean),
      sampleAnswer: skill.sampleAnswer.trim() || null,
    })),
  })),
});

/**
 * /recruiter/interview-scorecard-templates/:templateId — add ('new') or edit an interview feedback template
 * (spec 03 "Feedback template"): its name, the scale scores go on, and sections of skills / competencies, each
 * with guiding questions and a sample answer. The API's policy has the last word; its message shows here.
 */
export const FeedbackTemplateEditorPage = () => {
  const intl = useIntl();
  const { templateId = 'new' } = useParams();
  const id = templateId === 'new' ? null : templateId;
  usePageTitle(id ? 'feedbackTemplates.editor.editTitle' : 'feedbackTemplates.editor.addTitle');
  const navigate = useNavigate();
  const template = useFeedbackTemplate(id);
  const save = useSaveFeedbackTemplate();
  const [name, setName] = useState('');
  const [scale, setScale] = useState<{ min: number; max: number }>({ ...DEFAULT_FEEDBACK_SCALE });
  const [sections, setSections] = useState<SectionDraft[]>(() => [newSection()]);
  const [nameMessage, setNameMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const loadedId = useRef<string | null>(null);

  useEffect(() => {
    if (!template.data || loadedId.current === template.data.id) return;
    loadedId.current = template.data.id;
    setName(template.data.name);
    setScale(template.data.scale);
    setSections(draftOf(template.data));
  }, [template.data]);

  if (id && template.isError && !template.data)
    return <LoadErrorState titleId="feedbackTemplates.editor.loadError" error={template.error} onRetry={template.refetch} />;
  if (id && !template.data) return <PageLoader fullHeight={false} />;

  const changeSection = (key: number, change: (section: SectionDraft) => SectionDraft) =>
    setSections((current) => current.map((section) => (section.key === key ? change(section) : section)));
  const changeSkill = (sectionKey: number, skillKey: number, change: Partial<SkillDraft>) =>
    changeSection(sectionKey, (section) => ({ ...section, skills: section.skills.map((skill) => (skill.key === skillKey ? { ...skill, ...change } : skill)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const message = feedbackTemplateNameRule(name);
    setNameMessage(message);
    if (message) {
      document.getElementById('feedback-template-name')?.focus();
      return;
    }
    if (sections.every((section) => section.skills.length === 0)) {
      setFormError(feedbackMessageText(intl, FEEDBACK_TEMPLATE_MESSAGES.skillRequired));
      return;
    }
    save.mutate(
      { id, form: formOf(name, scale, sections) },
      {
        onSuccess: () => {
          showSuccessToast('feedbackTemplates.toast.saved', { name: name.trim() });
          void navigate(BACK);
        },
        onError: (error) => setFormError(feedbackErrorText(intl, error)),
      },
    );
  };

  const scaleField = (bound: 'min' | 'max') => (
    <TextField
      id={`feedback-scale-${bound}`}
      type="number"
      label={intl.formatMessage({ id: bound === 'min' ? 'feedbackTemplates.editor.scaleMin' : 'feedbackTemplates.editor.scaleMax' })}
      value={scale[bound]}
      onChange={(event) => setScale((current) => ({ ...current, [bound]: Number(event.target.value) }))}
      slotProps={{ htmlInput: { min: FEEDBACK_TEMPLATE_LIMITS.scaleLowest, max: FEEDBACK_TEMPLATE_LIMITS.scaleHighest, step: 1 } }}
      sx={{ width: 160 }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 840, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={BACK}
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        sx={{ mb: 1 }}
      >
        <FormattedMessage id="feedbackTemplates.editor.back" />
      </Button>
      <Typography variant="h1" sx={{ mb: 2 }}>
        <FormattedMessage id={id ? 'feedbackTemplates.editor.editTitle' : 'feedbackTemplates.editor.addTitle'} />
      </Typography>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            <TextField
              id="feedback-template-name"
              label={intl.formatMessage({ id: 'feedbackTemplates.editor.name' })}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={nameMessage !== null}
              helperText={nameMessage && feedbackMessageText(intl, nameMessage)}
              slotProps={{ htmlInput: { maxLength: FEEDBACK_TEMPLATE_LIMITS.name } }}
              required
              fullWidth
              autoFocus={!id}
              autoComplete="off"
            />
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
              {scaleField('min')}
              {scaleField('max')}
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="feedbackTemplates.editor.scale" values={{ min: scale.min, max: scale.max }} />
              </Typography>
            </Stack>
          </Stack>
        </Paper>
        {sections.map((section, sectionIndex) => (
          <Paper key={section.key} variant="outlined" component="section" aria-label={intl.formatMessage({ id: 'feedbackTemplates.editor.section' }, { number: sectionIndex + 1 })} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} alignItems="center">
                <TextField
                  label={intl.formatMessage({ id: 'feedbackTemplates.editor.sectionTitle' })}
                  value={section.title}
                  onChange={(event) => changeSection(section.key, (current) => ({ ...current, title: event.target.value }))}
                  slotProps={{ htmlInput: { maxLength: FEEDBACK_TEMPLATE_LIMITS.sectionTitle } }}
                  required
                  fullWidth
                />
                <IconButton
                  aria-label={intl.formatMessage({ id: 'feedbackTemplates.editor.removeSection' }, { number: sectionIndex + 1 })}
                  onClick={() => setSections((current) => current.filter((each) => each.key !== section.key))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              {section.skills.map((skill) => (
                <Box key={skill.key} sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 2 }}>
                  <Stack spacing={1.5}>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <TextField
                        label={intl.formatMessage({ id: 'feedbackTemplates.editor.skill' })}
                        value={skill.name}
                        onChange={(event) => changeSkill(section.key, skill.key, { name: event.target.value })}
                        slotProps={{ htmlInput: { maxLength: FEEDBACK_TEMPLATE_LIMITS.skillName } }}
                        required
                        fullWidth
                      />
                      <FormControlLabel
                        control={<Checkbox checked={skill.required} onChange={(event) => changeSkill(section.key, skill.key, { required: event.target.checked })} />}
                        label={intl.formatMessage({ id: 'feedbackTemplates.editor.required' })}
                        sx={{ whiteSpace: 'nowrap' }}
                      />
                      <IconButton
                        aria-label={intl.formatMessage({ id: 'feedbackTemplates.editor.removeSkill' }, { name: skill.name || '—' })}
                        onClick={() => changeSection(section.key, (current) => ({ ...current, skills: current.skills.filter((each) => each.key !== skill.key) }))}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                    <TextField
                      label={intl.formatMessage({ id: 'feedbackTemplates.editor.guidingQuestions' })}
                      value={skill.questions}
                      onChange={(event) => changeSkill(section.key, skill.key, { questions: event.target.value })}
                      multiline
                      minRows={2}
                      fullWidth
                    />
                    <TextField
                      label={intl.formatMessage({ id: 'feedbackTemplates.editor.sampleAnswer' })}
                      value={skill.sampleAnswer}
                      onChange={(event) => changeSkill(section.key, skill.key, { sampleAnswer: event.target.value })}
                      slotProps={{ htmlInput: { maxLength: FEEDBACK_TEMPLATE_LIMITS.sampleAnswer } }}
                      multiline
                      minRows={2}
                      fullWidth
                    />
                  </Stack>
                </Box>
              ))}
              <Box>
                <Button startIcon={<AddIcon />} onClick={() => changeSection(section.key, (current) => ({ ...current, skills: [...current.skills, newSkill()] }))}>
                  <FormattedMessage id="feedbackTemplates.editor.addSkill" />
                </Button>
              </Box>
            </Stack>
          </Paper>
        ))}
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => setSections((current) => [...current, newSection()])}>
            <FormattedMessage id="feedbackTemplates.editor.addSection" />
          </Button>
        </Box>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button component={RouterLink} to={BACK} disabled={save.isPending}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            <FormattedMessage id="companySettings.save" />
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
