import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText } from '@ats/web/app/api/error-text';
import { showSuccessToast } from '@ats/web/app/api/toast-bus';
import type { FieldMessage } from '@ats/web/app/forms/field-message';
import { useAddCustomLink, useCloseCustomLink, useDeleteCustomLinks } from '../api/job-commands-api';
import type { JobDetail } from '../api/job-types';

/** Spec 02 §9: a link stays under 1000 characters. */
export const MAX_LINK_LENGTH = 999;

const isLink = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export type LinkErrors = { source: FieldMessage | null; link: FieldMessage | null };

export const customLinkErrors = (source: string, link: string, taken: readonly string[]): LinkErrors => ({
  source: !source.trim()
    ? { id: 'jobs.links.sourceRequired' }
    : taken.some((item) => item.toLowerCase() === source.trim().toLowerCase())
      ? { id: 'jobs.links.sourceTaken' }
      : null,
  link:
    link.trim().length > MAX_LINK_LENGTH
      ? { id: 'jobs.links.tooLong' }
      : isLink(link.trim())
        ? null
        : { id: 'jobs.links.invalid' },
});

/** Custom source-tracking links (spec 02 §2.6): add, close, delete (after a confirmation). */
export const useCustomLinks = (job: JobDetail) => {
  const intl = useIntl();
  const [source, setSource] = useState('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<LinkErrors>({ source: null, link: null });
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const add = useAddCustomLink();
  const closeLink = useCloseCustomLink();
  const remove = useDeleteCustomLinks();

  const submit = () => {
    setServerError(null);
    const next = customLinkErrors(
      source,
      link,
      job.customLinks.map((item) => item.source),
    );
    setErrors(next);
    if (next.source || next.link) return;
    add.mutate(
      { id: job.id, source: source.trim(), link: link.trim() },
      {
        onSuccess: () => {
          showSuccessToast('jobs.links.added', { source: source.trim() });
          setSource('');
          setLink('');
        },
        onError: (error) => setServerError(errorText(intl, error)),
      },
    );
  };

  return {
    source,
    link,
    setSource,
    setLink,
    errors,
    serverError,
    submit,
    adding: add.isPending,
    close: (item: string) =>
      closeLink.mutate(
        { id: job.id, source: item },
        { onSuccess: () => showSuccessToast('jobs.links.closed', { source: item }) },
      ),
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () =>
      deleting &&
      remove.mutate(
        { id: job.id, sources: [deleting] },
        {
          onSuccess: () => {
            showSuccessToast('jobs.links.deleted', { source: deleting });
            setDeleting(null);
          },
        },
      ),
    busy: closeLink.isPending || remove.isPending,
  };
};
