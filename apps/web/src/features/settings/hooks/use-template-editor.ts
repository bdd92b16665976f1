import { MAX_TEMPLATE_STAGES, nameRule, SETTINGS_MESSAGES } from '@ats/domain/company-settings/company-settings.errors';
import { isLockedStage } from '@ats/domain/company-settings/pipeline-template-policies';
import { DEFAULT_STAGE_NAMES, lockedKindOf } from '@ats/domain/jobs/pipeline';
import { useEffect, useRef, useState } from 'react';
import { usePipelineTemplate, useSaveTemplate } from '../api/pipeline-api';

export type EditedStage = { key: number; name: string; locked: boolean };

const templateNameRule = nameRule(SETTINGS_MESSAGES.templateNameRequired);

/** Per stage, the message of its own problem: empty, or a name an earlier stage has (case and spaces aside). */
export const stageMessages = (stages: readonly EditedStage[]): Array<string | null> => {
  const seen = new Set<string>();
  return stages.map(({ name }) => {
    const key = name.trim().toLowerCase();
    if (key === '') return SETTINGS_MESSAGES.stageNameEmpty;
    if (seen.has(key)) return SETTINGS_MESSAGES.stageNameExists;
    seen.add(key);
    return key.length > 100 ? SETTINGS_MESSAGES.stageNameTooLong : null;
  });
};

/**
 * The add/edit template page's state (spec 02 §3.3, §5.3): the name and ordered stages. The locked Sourced and
 * Application stay first and Hired last: they cannot be renamed, moved or deleted, and others move between them.
 */
export const useTemplateEditor = (id: string | null) => {
  const template = usePipelineTemplate(id);
  const save = useSaveTemplate();
  const nextKey = useRef(0);
  const toStages = (names: readonly string[]): EditedStage[] =>
    names.map((name) => ({ key: nextKey.current++, name, locked: isLockedStage(name) }));
  const [name, setName] = useState('');
  const [stages, setStages] = useState<EditedStage[]>(() => (id ? [] : toStages(DEFAULT_STAGE_NAMES)));
  const [loaded, setLoaded] = useState(id === null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    if (!template.data || loaded) return;
    setName(template.data.name);
    setStages(toStages(template.data.stages.map((stage) => stage.name)));
    setLoaded(true);
  }, [template.data, loaded]);

  const canMove = (index: number, by: -1 | 1) => {
    const target = index + by;
    return !stages[index]?.locked && stages[target] !== undefined && !stages[target]!.locked;
  };

  const move = (index: number, by: -1 | 1) => {
    if (!canMove(index, by)) return;
    setStages((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  };

  const addStage = (stageName: string) => {
    const hired = stages.findIndex((stage) => lockedKindOf(stage.name) === 'HIRED');
    const at = hired === -1 ? stages.length : hired;
    const added = { key: nextKey.current++, name: stageName, locked: false };
    setStages((current) => [...current.slice(0, at), added, ...current.slice(at)]);
    return added.key;
  };

  const nameMessage = templateNameRule(name);
  const perStage = stageMessages(stages);
  const listMessage = stages.length > MAX_TEMPLATE_STAGES ? SETTINGS_MESSAGES.tooManyStages : null;
  const valid = nameMessage === null && listMessage === null && perStage.every((message) => message === null);

  return {
    template,
    loaded,
    name,
    setName,
    stages,
    rename: (key: number, value: string) =>
      setStages((current) => current.map((stage) => (stage.key === key ? { ...stage, name: value } : stage))),
    remove: (key: number) => setStages((current) => current.filter((stage) => stage.key !== key || stage.locked)),
    move,
    canMove,
    addStage,
    checked,
    nameMessage: checked ? nameMessage : null,
    stageMessages: checked ? perStage : stages.map(() => null),
    listMessage: checked ? listMessage : null,
    /** Checks everything; saves when it all holds. Answers the saved name, or null when something is wrong. */
    submit: async (): Promise<string | null> => {
      setChecked(true);
      if (!valid) return null;
      await save.mutateAsync({ id, body: { name: name.trim(), stages: stages.map((stage) => stage.name.trim()) } });
      return name.trim();
    },
    saving: save.isPending,
  };
};

export type TemplateEditorState = ReturnType<typeof useTemplateEditor>;
