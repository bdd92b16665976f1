import {
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_PLACEMENTS,
  customFieldNameRule,
  customFieldOptionsRule,
  customFieldTypeRule,
  CHOICE_FIELD_TYPES,
  type CustomFieldPlacement,
  type CustomFieldType,
} from '@ats/domain/company-settings/custom-field-policies';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useValidatedForm } from '@ats/web/app/forms/use-validated-form';
import type { MessageId } from '@ats/web/app/i18n/messages';
import type { AddCustomFieldBody, CustomField, CustomFieldEntity, EditCustomFieldBody } from '../api/custom-fields-api';

export type CustomFieldValues = {
  name: string;
  fieldType: CustomFieldType | '';
  options: { text: string }[];
  isConfidential: boolean;
  isDei: boolean;
  placements: CustomFieldPlacement[];
};

const KEY_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CUSTOM_FIELD_MESSAGES).map(([key, text]) => [text, key]),
);

/** A shared rule's answer as a catalogue message, so it reads in Arabic too. */
const message = (text: string | null): FieldMessage | null => {
  if (text === null) return null;
  const key = KEY_OF[text];
  return key ? { id: `customFieldError.${key}` as MessageId } : { raw: text };
};

export const isChoiceType = (fieldType: CustomFieldValues['fieldType']) =>
  fieldType !== '' && CHOICE_FIELD_TYPES.includes(fieldType);

/**
 * The add/edit form of a custom field: react-hook-form checked by the domain's rules (the API runs the same
 * ones), answering the body to send — an edit leaves out the entity and the type, which stay as created.
 */
export const useCustomFieldForm = (entity: CustomFieldEntity, field: CustomField | null) => {
  const form = useValidatedForm<CustomFieldValues>({
    defaultValues: {
      name: field?.name ?? '',
      fieldType: field?.fieldType ?? '',
      options: field && field.options.length > 0 ? field.options.map((text) => ({ text })) : [{ text: '' }, { text: '' }],
      isConfidential: field?.isConfidential ?? false,
      isDei: field?.isDei ?? false,
      placements: field?.placements ?? [...CUSTOM_FIELD_PLACEMENTS[entity]].slice(0, 1),
    },
    rules: (values) => ({
      name: message(customFieldNameRule(values.name)),
      fieldType: message(customFieldTypeRule(values.fieldType)),
      options: message(customFieldOptionsRule(values.fieldType, values.options.map(({ text }) => text))),
    }),
  });

  const bodyOf = (values: CustomFieldValues): AddCustomFieldBody | EditCustomFieldBody => {
    const common = {
      name: values.name.trim(),
      isConfidential: values.isConfidential,
      isDei: values.isDei,
      placements: values.placements,
      ...(isChoiceType(values.fieldType) ? { options: values.options.map(({ text }) => text.trim()) } : {}),
    };
    return field ? common : { ...common, entity, fieldType: values.fieldType as CustomFieldType };
  };

  return { form, bodyOf, placements: CUSTOM_FIELD_PLACEMENTS[entity] };
};
