import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import { useSession } from '@ats/web/app/auth/session';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { jobsKeys, usePipelineTemplates, type StageInsight } from '../api/jobs-api';
import { useChangePipelineTemplate } from '../api/stage-commands-api';
import type { JobDetail, JobStage, PipelineTemplateOption } from '../api/job-types';
import { RESTAGE_REFRESH_MS } from './use-stage-editor';

/** Current stage id → the new template's stage name ('' leaves an empty stage out). */
export type StageMapping = Record<string, string>;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The first guess: an unlocked stage maps to the new template's stage of the same name, if there is one. */
export const initialMapping = (stages: readonly JobStage[], template: PipelineTemplateOption | undefined): StageMapping =>
  Object.fromEntries(
    stages
      .filter((stage) => !stage.locked)
      .map((stage) => [stage.id, template?.stages?.find((next) => same(next.name, stage.name))?.name ?? '']),
  );

const UNMAPPED = /^Please map the (.+) stage: it has candidates$/;

/** The server's refusal in the interface language where it is the mapping rule's; else as given. */
export const refusalMessage = (text: string): FieldMessage => {
  const unmapped = UNMAPPED.exec(text);
  return unmapped ? { id: 'jobs.template.mapRequired', values: { stage: unmapped[1]! } } : { raw: text };
};

/** Spec 02 §4.3: every unlocked stage with candidates (archived included) must be mapped. */
export const mappingError = (
  stages: readonly JobStage[],
  mapping: StageMapping,
  insights: readonly StageInsight[],
): FieldMessage | null => {
  const unmapped = stages.find(
    (stage) =>
      !stage.locked && !mapping[stage.id] && (insights.find((item) => item.stageId === stage.id)?.total ?? 0) > 0,
  );
  return unmapped ? { id: 'jobs.template.mapRequired', values: { stage: unmapped.name } } : null;
};

/**
 * Changing a saved job's stage pipeline template (spec 02 §2.4, §4.3): pick a template, map the current stages,
 * then PUT …/update-hiring-flow-template; a restage workflow then moves the candidates.
 */
export const useTemplateChange = (job: JobDetail, insights: readonly StageInsight[], onClose: () => void) => {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const session = useSession();
  const templates = usePipelineTemplates();
  const change = useChangePipelineTemplate();
  const [step, setStep] = useState<'pick' | 'map'>('pick');
  const [templateId, setTemplateId] = useState('');
  const [mapping, setMapping] = useState<StageMapping>({});
  const [error, setError] = useState<FieldMessage | null>(null);
  const template = templates.data?.find((item) => item.id === templateId);
  const choices = (templates.data ?? []).filter((item) => item.id !== job.pipelineTemplateId);

  const next = () => {
    if (!template) {
      setError({ id: 'jobs.template.required' });
      return;
    }
    setError(null);
    setMapping(initialMapping(job.stages, template));
    setStep('map');
  };

  const submit = () => {
    const refusal = mappingError(job.stages, mapping, insights);
    if (refusal) {
      setError(refusal);
      return;
    }
    if (session.status !== 'signed-in' || !session.user.companyId || !template) return;
    setError(null);
    const entries = Object.entries(mapping).filter(([, toStageName]) => toStageName);
    change.mutate(
      {
        companyId: session.user.companyId,
        jobId: job.id,
        body: {
          pipelineTemplateId: template.id,
          mapping: entries.map(([fromStageId, toStageName]) => ({ fromStageId, toStageName })),
        },
      },
      {
        onSuccess: () => {
          showSuccessToast('jobs.template.toast.changed', { name: template.name });
          window.setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: jobsKeys.all }),
            RESTAGE_REFRESH_MS,
          );
          onClose();
        },
        onError: (failure) => setError(refusalMessage(errorText(intl, failure))),
      },
    );
  };

  return {
    step,
    templates: choices,
    loading: templates.isPending && !templates.isError,
    template,
    templateId,
    choose: (id: string) => {
      setTemplateId(id);
      setError(null);
    },
    mapping,
    map: (stageId: string, name: string) => {
      setMapping((all) => ({ ...all, [stageId]: name }));
      setError(null);
    },
    back: () => setStep('pick'),
    next,
    submit,
    error,
    busy: change.isPending,
  };
};

export type TemplateChange = ReturnType<typeof useTemplateChange>;
